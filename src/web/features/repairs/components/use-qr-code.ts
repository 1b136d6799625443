import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code of `text` as a PNG data URL, made in the browser (no third-party service sees the
 * customer's link). Null until it is ready, or when there is nothing to encode.
 */
export function useQrCode(text: string | null): string | null {
  const [qr, setQr] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    // Margin 2 and level M: scans from a creased ticket under shop lighting.
    void toDataURL(text, { margin: 2, width: 320, errorCorrectionLevel: 'M' }).then((url) => {
      if (current) setQr({ text, url });
    });
    return () => {
      current = false;
    };
  }, [text]);
  return qr && qr.text === text ? qr.url : null;
}
