import { Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { typedSignatureDataUrl } from './typed-signature';
import classes from './SignaturePad.module.css';

type Props = {
  value: string;
  onChange: (dataUrl: string) => void;
  error: boolean;
  required?: boolean;
};

/**
 * "Type to sign", for someone who cannot draw on the pad (a keyboard or switch user, a shaky
 * hand): their full name, rendered as the signature image the form holds, shown as it will print.
 */
export function TypedSignature({ value, onChange, error, required }: Props) {
  const [typed, setTyped] = useState({ name: '', dataUrl: '' });
  // A form reset or Clear empties the value: the name that made the old image goes with it.
  const name = value === '' && typed.dataUrl !== '' ? '' : typed.name;
  const inputRef = useRef<HTMLInputElement>(null);
  // Shown only when the person asked to type: the keyboard goes straight to the name.
  useEffect(() => inputRef.current?.focus(), []);

  const change = (next: string) => {
    const dataUrl = typedSignatureDataUrl(next);
    setTyped({ name: next, dataUrl });
    onChange(dataUrl);
  };

  return (
    <>
      <TextInput
        ref={inputRef}
        label="Full name"
        description="The customer types their full name. It is kept as their signature, marked as typed."
        required={required}
        size="md"
        mt={6}
        autoComplete="off"
        maxLength={120}
        value={name}
        onChange={(e) => change(e.currentTarget.value)}
        error={error}
      />
      <div className={classes.frame} data-error={error}>
        {value ? (
          <img className={classes.typed} src={value} alt={`Typed signature: ${name.trim()}`} />
        ) : (
          <div className={classes.typed}>
            <Text className={classes.hint} aria-hidden>
              The signature appears here
            </Text>
          </div>
        )}
      </div>
    </>
  );
}
