import { Button, Group, Input } from '@mantine/core';
import { IconEraser, IconKeyboard, IconSignature } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { SignatureMethod } from '../../shared/signatures';
import type { DataUrlFieldProps } from './data-url-field';
import { DrawnSignature } from './DrawnSignature';
import { TypedSignature } from './TypedSignature';

type Props = Omit<DataUrlFieldProps, 'onChange'> & {
  /** The signature as a PNG data URL ('' when empty) and how it was made. */
  onChange: (dataUrl: string, method: SignatureMethod) => void;
};

/**
 * The customer's signature: drawn on the pad, or typed for someone who cannot draw (a keyboard
 * user cannot use a canvas). Either way the value is a PNG data URL; the method travels with
 * it so the record and the printout can say a signature was typed. Switching starts it over.
 */
export function SignaturePad({ label, description, value, onChange, error, required }: Props) {
  const [method, setMethod] = useState<SignatureMethod>('drawn');
  const report = (dataUrl: string) => onChange(dataUrl, method);
  const switchTo = (next: SignatureMethod) => {
    setMethod(next);
    onChange('', next);
  };
  const groupRef = useRef<HTMLDivElement>(null);
  // Clear disables itself; focus stays with the signature instead of falling to the page.
  const clear = () => {
    onChange('', method);
    groupRef.current?.querySelector<HTMLElement>('input, button')?.focus();
  };

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      labelElement="div"
    >
      <div ref={groupRef} role="group" aria-label={label}>
        {method === 'drawn' ? (
          <DrawnSignature label={label} value={value} onChange={report} error={!!error} />
        ) : (
          <TypedSignature value={value} onChange={report} error={!!error} required={required} />
        )}
        <Group justify="space-between" mt={6}>
          {method === 'drawn' ? (
            <Button
              variant="subtle"
              size="md"
              leftSection={<IconKeyboard size={18} aria-hidden />}
              onClick={() => switchTo('typed')}
            >
              Type to sign
            </Button>
          ) : (
            <Button
              variant="subtle"
              size="md"
              leftSection={<IconSignature size={18} aria-hidden />}
              onClick={() => switchTo('drawn')}
            >
              Draw instead
            </Button>
          )}
          <Button
            variant="subtle"
            color="gray"
            size="md"
            leftSection={<IconEraser size={18} aria-hidden />}
            onClick={clear}
            disabled={!value}
          >
            Clear
          </Button>
        </Group>
      </div>
    </Input.Wrapper>
  );
}
