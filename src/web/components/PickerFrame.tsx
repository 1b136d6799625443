import { Input, Paper } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import classes from './PickerFrame.module.css';
import type { Picker } from './use-picker';

/** What the form says of the field a picker fills. */
export type PickerField = {
  label: string;
  description?: ReactNode;
  required?: boolean;
  /** The form's message for the field; the picker's own read error shows in its place. */
  error?: ReactNode;
};

type Props = {
  field: PickerField;
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
export function PickerFrame({ field, ...p }: Props) {
  const hidden = { type: 'file', hidden: true, tabIndex: -1, multiple: p.multiple } as const;
  return (
    <Input.Wrapper
      label={field.label}
      description={field.description}
      error={p.picker.readError ?? field.error}
      required={field.required}
      labelElement="div"
    >
      <input
        {...hidden}
        ref={p.picker.cameraInput}
        accept="image/*"
        capture="environment"
        aria-label={`${field.label}: take with camera`}
        onChange={(e) => void p.onPick(e)}
      />
      <input
        {...hidden}
        ref={p.picker.fileInput}
        accept={p.fileAccept}
        aria-label={`${field.label}: ${p.chooseName}`}
        onChange={(e) => void p.onPick(e)}
      />
      <Paper
        withBorder
        radius="md"
        p="sm"
        mt={6}
        className={classes.frame}
        data-error={!!field.error}
      >
        {p.children}
      </Paper>
    </Input.Wrapper>
  );
}
