import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * Dollars with cents, typed on a phone's decimal keypad, shown as money is written: $1,250.00,
 * always two decimals and a thousands separator. The value is a number, or '' while the field
 * is empty, which the shared schemas treat as missing. Every money field uses this one.
 */
export function MoneyInput(
  props: Omit<NumberInputProps, 'prefix' | 'decimalScale' | 'fixedDecimalScale'>,
) {
  return (
    <NumberInput
      prefix="$"
      decimalScale={2}
      fixedDecimalScale
      thousandSeparator=","
      min={0}
      // A negative or out-of-range amount stays as typed and the form's schema says why; clamping
      // would silently turn a typed -100 into $0.00.
      clampBehavior="none"
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
}
