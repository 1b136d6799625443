import { Button, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useRef, type ChangeEvent } from 'react';
import { photoToDataUrl } from '../lib/image';
import { usePendingFocus } from '../lib/use-pending-focus';
import type { DataUrlFieldProps } from './data-url-field';
import { PickerFrame } from './PickerFrame';
import { usePicker } from './use-picker';
import classes from './PhotoPicker.module.css';

type Props = DataUrlFieldProps;

/**
 * A photo from the rear camera (phones open it straight away) or from the device's files,
 * shrunk in the browser before it is sent, with a thumbnail to check it and retake it.
 */
export function PhotoPicker(props: Props) {
  const { label, value, onChange } = props;
  const picker = usePicker();
  const { busy, setBusy, setReadError } = picker;
  // After a pick or a removal the buttons change: focus goes to the one now in their place.
  const retakeButton = useRef<HTMLButtonElement>(null);
  const takeButton = useRef<HTMLButtonElement>(null);
  const focusNext = usePendingFocus();

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so picking the same file again still fires a change.
    event.currentTarget.value = '';
    if (!file) return;
    setBusy(true);
    setReadError(null);
    try {
      onChange(await photoToDataUrl(file));
      focusNext(() => retakeButton.current);
    } catch (err) {
      focusNext(() => takeButton.current);
      setReadError(err instanceof Error ? err.message : 'This photo could not be read.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <PickerFrame
      field={props}
      picker={picker}
      fileAccept="image/*"
      multiple={false}
      chooseName="choose a file"
      onPick={onPick}
    >
      {busy ? (
        <Group justify="center" gap="sm" mih={120}>
          <Loader size="sm" aria-hidden />
          <Text c="dimmed">Preparing photo...</Text>
        </Group>
      ) : value ? (
        <Stack gap="sm">
          <Image src={value} alt={`${label} preview`} className={classes.thumb} />
          <Group grow gap="sm">
            <Button
              ref={retakeButton}
              variant="default"
              size="md"
              leftSection={<IconCamera size={18} aria-hidden />}
              onClick={picker.takePhoto}
            >
              Retake
            </Button>
            <Button
              variant="light"
              color="red"
              size="md"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => {
                focusNext(() => takeButton.current);
                onChange('');
              }}
            >
              Remove
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group grow gap="sm" wrap="wrap">
          <Button
            ref={takeButton}
            size="md"
            leftSection={<IconCamera size={20} aria-hidden />}
            onClick={picker.takePhoto}
          >
            Take photo
          </Button>
          <Button
            size="md"
            variant="default"
            leftSection={<IconPhoto size={20} aria-hidden />}
            onClick={picker.chooseFile}
          >
            Choose file
          </Button>
        </Group>
      )}
    </PickerFrame>
  );
}
