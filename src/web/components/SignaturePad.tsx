import { Button, Group, Input, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import SignaturePadEngine from 'signature_pad';
import { useEffect, useRef } from 'react';
import type { DataUrlFieldProps } from './data-url-field';
import classes from './SignaturePad.module.css';

type Props = DataUrlFieldProps;

/**
 * A pad the customer signs with a finger, stylus or mouse. Each finished stroke reports the
 * whole signature as a PNG data URL, so the form always holds what the customer sees.
 */
export function SignaturePad({ label, description, value, onChange, error, required }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadEngine | null>(null);
  // The latest callback, read by the pad's listener without re-creating the pad.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // White, not transparent: the signature stays readable on a dark screen and on paper.
    const pad = new SignaturePadEngine(canvas, {
      penColor: '#111',
      backgroundColor: 'rgb(255,255,255)',
      minWidth: 1,
      maxWidth: 3,
    });
    padRef.current = pad;

    // The canvas's pixels follow its on-screen size and the screen's density, or strokes blur
    // and land away from the finger. Resizing wipes a canvas, so the strokes are redrawn.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = Math.round(canvas.offsetWidth * ratio);
      const height = Math.round(canvas.offsetHeight * ratio);
      if (width === 0 || (canvas.width === width && canvas.height === height)) return;
      const strokes = pad.toData();
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);

    const report = () => onChangeRef.current(pad.isEmpty() ? '' : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', report);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
  }, []);

  // A form reset empties the value: the pad follows.
  useEffect(() => {
    if (value === '' && padRef.current && !padRef.current.isEmpty()) padRef.current.clear();
  }, [value]);

  const clear = () => {
    padRef.current?.clear();
    onChange('');
  };

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      labelElement="div"
    >
      <div className={classes.frame} data-error={!!error}>
        <canvas ref={canvasRef} className={classes.canvas} role="img" aria-label={label} />
        {!value && (
          <Text className={classes.hint} aria-hidden>
            Sign here
          </Text>
        )}
        <div className={classes.line} aria-hidden />
      </div>
      <Group justify="flex-end" mt={6}>
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
    </Input.Wrapper>
  );
}
