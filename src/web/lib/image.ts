/**
 * Phones take 12-48 MP photos; 1600 px on the long side still shows every scratch and crack
 * while keeping a check-in upload to a few hundred KB on a shop's mobile connection.
 */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_JPEG_QUALITY = 0.85;
/** The server's limit for a photo; only an image the browser cannot decode is sent as it is. */
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/**
 * A photo as a JPEG data URL, at most `maxSide` pixels on its long side. The camera's EXIF
 * orientation is applied so a portrait shot does not arrive sideways. A format the browser
 * cannot draw (HEIC outside Safari) is passed through unchanged when it is small enough, since
 * the server accepts it.
 */
export async function photoToDataUrl(
  file: Blob,
  maxSide = PHOTO_MAX_SIDE,
  quality = PHOTO_JPEG_QUALITY,
): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    if (file.size <= PHOTO_MAX_BYTES) return readAsDataUrl(file);
    throw new Error('This photo could not be read. Take it again or choose a JPEG or PNG.');
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot prepare photos.');
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', quality);
}

/** A data URL's bytes as a Blob, for a multipart upload (no fetch: the page's CSP forbids it). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(5, comma);
  const type = header.split(';')[0] || 'application/octet-stream';
  const payload = dataUrl.slice(comma + 1);
  if (!header.endsWith(';base64')) return new Blob([decodeURIComponent(payload)], { type });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
