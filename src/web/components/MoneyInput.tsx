import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * Dollars with cents, typed on a phone's decimal keypad. The value is a number, or '' while
 * the field is empty, which the shared schemas treat as missing.
 */
export function MoneyInput(props: Omit<NumberInputProps, 'prefix' | 'decimalScale'>) {
  return (
    <NumberInput
      prefix="$"
      decimalScale={2}
      thousandSeparator=","
      min={0}
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
}
