import { TextInput, type TextInputProps } from '@mantine/core';
import type { FocusEvent, Ref } from 'react';
import { formatPhone } from '../../shared/customers';

/**
 * Sets an input's value as typing would, so React (and any form library behind it) gets a
 * change event. Assigning `input.value` alone is invisible to React's change tracking.
 */
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A customer's phone on the phone keypad. On leaving the field the number is rewritten the way
 * the server stores it, (404) 555-0199, so staff see before saving what the record will say.
 */
export function PhoneInput({ onBlur, ...props }: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  const tidy = (event: FocusEvent<HTMLInputElement>) => {
    const formatted = formatPhone(event.currentTarget.value);
    if (formatted !== event.currentTarget.value) typeInto(event.currentTarget, formatted);
    onBlur?.(event);
  };
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="off"
      placeholder="(404) 555-0199"
      size="md"
      {...props}
      onBlur={tidy}
    />
  );
}
