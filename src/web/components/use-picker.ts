import { useRef, useState } from 'react';

/**
 * What a photo or file picker keeps: its two hidden inputs (the rear camera and the device's
 * files), whether it is preparing what was picked, and why a pick could not be read.
 */
export function usePicker() {
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  return {
    cameraInput,
    fileInput,
    busy,
    setBusy,
    readError,
    setReadError,
    takePhoto: () => cameraInput.current?.click(),
    chooseFile: () => fileInput.current?.click(),
  };
}

export type Picker = ReturnType<typeof usePicker>;
