/**
 * A typed signature: the customer's full name drawn in a handwriting-like face on a white image,
 * stored like a drawn one. Only fonts the device already has are named (no download, so it
 * works offline); 'cursive' is the browser's own handwriting face when none of them is there.
 */
export const TYPED_SIGNATURE_FONTS =
  '"Segoe Script", "Brush Script MT", "Snell Roundhand", "Apple Chancery", "URW Chancery L", "Z003", cursive';

/** The pad's shape (200 px high, about 600 px wide in a dialog) at twice its density. */
export const TYPED_SIGNATURE_SIZE = { width: 1200, height: 400 } as const;

/** What the drawing needs of a 2D context: a fake one stands in for it in unit tests. */
export type TextCanvas = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'font' | 'textBaseline' | 'fillRect' | 'fillText' | 'measureText'
>;

/** Draws the name on a white background, as large as fits, sitting on the pad's signing line. */
export function drawTypedSignature(
  ctx: TextCanvas,
  name: string,
  width: number,
  height: number,
): void {
  ctx.fillStyle = 'rgb(255,255,255)';
  ctx.fillRect(0, 0, width, height);
  const text = name.trim();
  if (!text) return;
  const margin = Math.round(width * 0.04);
  const room = width - 2 * margin;
  const font = (size: number) => `italic ${size}px ${TYPED_SIGNATURE_FONTS}`;
  // Largest first; a long name shrinks until it fits between the margins.
  let size = Math.round(height * 0.4);
  const smallest = Math.round(height * 0.08);
  ctx.font = font(size);
  while (size > smallest && ctx.measureText(text).width > room) {
    size -= 2;
    ctx.font = font(size);
  }
  ctx.fillStyle = '#111';
  ctx.textBaseline = 'alphabetic';
  // The pad's signing line is 40 px above the bottom of its 200 px.
  ctx.fillText(text, margin, height * 0.8, room);
}

/** The typed name as a PNG data URL, the same kind of value the pad gives; '' for no name. */
export function typedSignatureDataUrl(name: string): string {
  if (!name.trim()) return '';
  const canvas = document.createElement('canvas');
  canvas.width = TYPED_SIGNATURE_SIZE.width;
  canvas.height = TYPED_SIGNATURE_SIZE.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  drawTypedSignature(ctx, name, canvas.width, canvas.height);
  return canvas.toDataURL('image/png');
}
