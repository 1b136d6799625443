import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

type InputProps = TextInputProps & { ref?: Ref<HTMLInputElement> };

/**
 * A person's name as the counter types it: capitalised by word, never filled in by the browser
 * (the device is shared by every clerk, and its memory holds other customers' names).
 */
export function PersonNameInput(props: InputProps) {
  return <TextInput size="md" autoComplete="off" autoCapitalize="words" {...props} />;
}

/** A customer's e-mail on the e-mail keyboard, not filled in by the shared device's browser. */
export function EmailInput(props: InputProps) {
  return (
    <TextInput
      label="E-mail"
      size="md"
      type="email"
      inputMode="email"
      autoComplete="off"
      autoCapitalize="none"
      {...props}
    />
  );
}
