import { Input, Paper } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import classes from './PickerFrame.module.css';
import type { Picker } from './use-picker';

type Props = {
  label: string;
  description?: ReactNode;
  required?: boolean;
  /** The form's message for the field, and the picker's own when a file could not be read. */
  error?: ReactNode;
  /** The picker's hidden inputs, which its buttons click, and its own read error. */
  picker: Picker;
  /** What the file input takes; the camera always takes an image. */
  fileAccept: string;
  multiple: boolean;
  /** The file input's name after the label: 'choose a file', 'choose files'. */
  chooseName: string;
  onPick: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  children: ReactNode;
};

/**
 * The labelled frame of a photo or file picker and the hidden inputs behind its buttons: phones
 * open the camera straight away from the first, and the device's files from the second.
 */
export function PickerFrame(p: Props) {
  const hidden = { type: 'file', hidden: true, tabIndex: -1, multiple: p.multiple } as const;
  return (
    <Input.Wrapper
      label={p.label}
      description={p.description}
      error={p.picker.readError ?? p.error}
      required={p.required}
      labelElement="div"
    >
      <input
        {...hidden}
        ref={p.picker.cameraInput}
        accept="image/*"
        capture="environment"
        aria-label={`${p.label}: take with camera`}
        onChange={(e) => void p.onPick(e)}
      />
      <input
        {...hidden}
        ref={p.picker.fileInput}
        accept={p.fileAccept}
        aria-label={`${p.label}: ${p.chooseName}`}
        onChange={(e) => void p.onPick(e)}
      />
      <Paper withBorder radius="md" p="sm" mt={6} className={classes.frame} data-error={!!p.error}>
        {p.children}
      </Paper>
    </Input.Wrapper>
  );
}
