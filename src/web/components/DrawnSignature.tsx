import { Text } from '@mantine/core';
import SignaturePadEngine from 'signature_pad';
import { useEffect, useRef } from 'react';
import classes from './SignaturePad.module.css';

type Props = {
  label: string;
  value: string;
  onChange: (dataUrl: string) => void;
  error: boolean;
};

/**
 * The pad the customer signs with a finger, stylus or mouse. Each finished stroke reports the
 * whole signature as a PNG data URL, so the form always holds what the customer sees.
 */
export function DrawnSignature({ label, value, onChange, error }: Props) {
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

  // A form reset or Clear empties the value: the pad follows.
  useEffect(() => {
    if (value === '' && padRef.current && !padRef.current.isEmpty()) padRef.current.clear();
  }, [value]);

  return (
    <div className={classes.frame} data-error={error}>
      <canvas ref={canvasRef} className={classes.canvas} role="img" aria-label={label} />
      {!value && (
        <Text className={classes.hint} aria-hidden>
          Sign here
        </Text>
      )}
      <div className={classes.line} aria-hidden />
    </div>
  );
}
