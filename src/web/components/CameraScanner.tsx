import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { barcodeDetector } from '../lib/barcode/detector';
import { ResponsiveModal } from './ResponsiveModal';

type Props = { onRead: (code: string) => void; onClose: () => void };

/** How often a frame is read: fast enough to feel instant, slow enough to spare a phone's battery. */
const READ_EVERY_MS = 200;

/**
 * Reads a barcode with the device's back camera. Without a camera (or permission), it says so
 * and the clerk types the code or uses a USB scanner, which types it like a keyboard.
 */
export default function CameraScanner({ onRead, onClose }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem('This device has no camera the app can use.');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch {
        setProblem(
          'The camera could not be opened. Allow the camera for this site, or type the code.',
        );
        return;
      }
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const detector = await barcodeDetector();
      const read = async () => {
        if (stopped || !video.current) return;
        const codes = await detector.detect(video.current).catch(() => []);
        const code = codes.find((c) => c.rawValue.trim())?.rawValue.trim();
        if (code) {
          stopped = true;
          onRead(code);
          return;
        }
        timer = setTimeout(() => void read(), READ_EVERY_MS);
      };
      void read();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [onRead]);

  return (
    <ResponsiveModal title="Scan a barcode" onClose={onClose}>
      <Stack gap="md">
        {problem ? (
          <Alert color="orange" title="No camera">
            {problem}
          </Alert>
        ) : (
          <>
            <video
              ref={video}
              muted
              playsInline
              aria-label="Camera view"
              style={{ width: '100%', borderRadius: 8, background: '#000' }}
            />
            <Text c="dimmed" fz="sm">
              Hold the barcode inside the picture; it is read as soon as it is sharp.
            </Text>
          </>
        )}
        <Button size="md" variant="default" onClick={onClose}>
          Cancel
        </Button>
      </Stack>
    </ResponsiveModal>
  );
}
