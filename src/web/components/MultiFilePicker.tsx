import { ActionIcon, Button, Group, Loader, Text } from '@mantine/core';
import { IconCamera, IconFileTypePdf, IconPhoto, IconX } from '@tabler/icons-react';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { dataUrlToBlob, photoToDataUrl } from '../lib/image';
import { usePendingFocus } from '../lib/use-pending-focus';
import classes from './MultiFilePicker.module.css';
import { PickerFrame, type PickerField } from './PickerFrame';
import { usePicker } from './use-picker';

/** A file ready to upload: photos already shrunk, with a preview; PDFs as they are. */
export type PickedFile = { key: string; name: string; blob: Blob; preview: string | null };

type Props = PickerField & {
  value: PickedFile[];
  onChange: (files: PickedFile[]) => void;
  /** The server's limit for this field. */
  max: number;
  /** What one item is called, for the remove buttons: 'photo', 'receipt'. */
  itemLabel: string;
  /** Receipts may be PDFs (a card terminal's e-mailed slip); device photos may not. */
  allowPdf?: boolean;
};

/** The server's limit for any one file. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;
let nextKey = 0;

function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

async function prepare(file: File, allowPdf: boolean): Promise<PickedFile> {
  const key = `file-${(nextKey += 1)}`;
  if (allowPdf && isPdf(file)) {
    if (file.size > MAX_FILE_BYTES) throw new Error(`${file.name} is over 10 MB.`);
    return { key, name: file.name, blob: file, preview: null };
  }
  const dataUrl = await photoToDataUrl(file);
  return { key, name: file.name, blob: dataUrlToBlob(dataUrl), preview: dataUrl };
}

/**
 * Several photos (or receipts) at once: straight from the rear camera on a phone, or picked
 * from the device's files. Photos are shrunk in the browser like PhotoPicker's; each one has a
 * thumbnail to check it and a button to drop it.
 */
export function MultiFilePicker(props: Props) {
  const { label, value, onChange, max, itemLabel, allowPdf = false } = props;
  const picker = usePicker();
  const { busy, setBusy, setReadError } = picker;
  // The buttons give way to a spinner while files are prepared, and a tile's remove button goes
  // with its tile: focus goes to the camera button, or to the last tile's remove when it is full.
  const cameraButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusNext = usePendingFocus();
  const focusPicker = () =>
    focusNext(() =>
      cameraButton.current && !cameraButton.current.disabled
        ? cameraButton.current
        : list.current?.querySelector<HTMLButtonElement>('li:last-child button'),
    );
  // Preparing photos takes a moment; a removal meanwhile must not be undone by a stale list.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Cleared so picking the same file again still fires a change.
    event.currentTarget.value = '';
    if (files.length === 0) return;
    const room = max - latest.current.length;
    const taken = files.slice(0, Math.max(room, 0));
    const problems: string[] = [];
    if (files.length > taken.length) problems.push(`At most ${max} files here.`);
    setBusy(true);
    const added: PickedFile[] = [];
    for (const file of taken) {
      try {
        added.push(await prepare(file, allowPdf));
      } catch (err) {
        problems.push(err instanceof Error ? err.message : `${file.name} could not be read.`);
      }
    }
    setBusy(false);
    setReadError(problems.length > 0 ? problems.join(' ') : null);
    if (added.length > 0) onChange([...latest.current, ...added]);
    focusPicker();
  };

  const remove = (key: string) => {
    setReadError(null);
    onChange(value.filter((f) => f.key !== key));
    focusPicker();
  };

  const full = value.length >= max;

  return (
    <PickerFrame
      field={props}
      picker={picker}
      fileAccept={allowPdf ? 'image/*,application/pdf' : 'image/*'}
      multiple
      chooseName="choose files"
      onPick={onPick}
    >
      {value.length > 0 && (
        <ul ref={list} className={classes.grid} aria-label={label}>
          {value.map((file, index) => (
            <li key={file.key} className={classes.tile}>
              {file.preview ? (
                <img src={file.preview} alt={`${label} ${index + 1}`} className={classes.thumb} />
              ) : (
                <div className={classes.doc}>
                  <IconFileTypePdf size={32} aria-hidden />
                  <Text fz="xs" lineClamp={2} ta="center">
                    {file.name}
                  </Text>
                </div>
              )}
              <ActionIcon
                className={classes.remove}
                size={44}
                radius="xl"
                variant="white"
                color="red"
                aria-label={`Remove ${itemLabel} ${index + 1}`}
                onClick={() => remove(file.key)}
              >
                <IconX size={20} aria-hidden />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}
      {busy ? (
        <Group justify="center" gap="sm" mih={44}>
          <Loader size="sm" aria-hidden />
          <Text c="dimmed">Preparing files...</Text>
        </Group>
      ) : (
        <Group grow gap="sm" wrap="wrap">
          <Button
            ref={cameraButton}
            size="md"
            // Narrower padding: both labels fit side by side on a 390 px phone.
            px="sm"
            variant={value.length > 0 ? 'light' : 'filled'}
            leftSection={<IconCamera size={20} aria-hidden />}
            onClick={picker.takePhoto}
            disabled={full}
          >
            {value.length > 0 ? 'Add photo' : 'Take photo'}
          </Button>
          <Button
            size="md"
            px="sm"
            variant="default"
            leftSection={<IconPhoto size={20} aria-hidden />}
            onClick={picker.chooseFile}
            disabled={full}
          >
            Choose files
          </Button>
        </Group>
      )}
      <Text fz="xs" c="dimmed" mt={6} ta="right">
        {value.length} of {max}
      </Text>
    </PickerFrame>
  );
}
