import { describe, expect, it } from 'vitest';
import {
  drawTypedSignature,
  TYPED_SIGNATURE_FONTS,
  typedSignatureDataUrl,
  type TextCanvas,
} from './typed-signature';

/** A 2D context that records what is drawn; each character measures half the font size. */
function fakeCanvas() {
  const calls: { op: string; args: unknown[]; font: string; fill: unknown }[] = [];
  const ctx = {
    fillStyle: '' as TextCanvas['fillStyle'],
    font: '',
    textBaseline: 'top' as CanvasTextBaseline,
    fillRect(...args: unknown[]) {
      calls.push({ op: 'fillRect', args, font: ctx.font, fill: ctx.fillStyle });
    },
    fillText(...args: unknown[]) {
      calls.push({ op: 'fillText', args, font: ctx.font, fill: ctx.fillStyle });
    },
    measureText(text: string) {
      const size = Number(/(\d+)px/.exec(ctx.font)?.[1]);
      return { width: text.length * size * 0.5 } as TextMetrics;
    },
  };
  return { ctx: ctx as unknown as TextCanvas, calls };
}

const fontSize = (font: string) => Number(/(\d+)px/.exec(font)?.[1]);

describe('typed signature', () => {
  it('draws the name on white in a handwriting face, on the signing line', () => {
    const { ctx, calls } = fakeCanvas();
    drawTypedSignature(ctx, '  Ana Lopez ', 1200, 400);
    expect(calls[0]).toMatchObject({ op: 'fillRect', args: [0, 0, 1200, 400] });
    expect(calls[0]!.fill).toBe('rgb(255,255,255)');
    const text = calls.find((c) => c.op === 'fillText')!;
    expect(text.args[0]).toBe('Ana Lopez');
    expect(text.args[2]).toBe(320);
    expect(text.fill).toBe('#111');
    expect(text.font).toBe(`italic 160px ${TYPED_SIGNATURE_FONTS}`);
    expect(TYPED_SIGNATURE_FONTS.endsWith('cursive')).toBe(true);
  });

  it('shrinks a long name until it fits between the margins', () => {
    const { ctx, calls } = fakeCanvas();
    const name = 'Maria Fernanda de los Angeles Gutierrez-Villanueva';
    drawTypedSignature(ctx, name, 1200, 400);
    const text = calls.find((c) => c.op === 'fillText')!;
    const size = fontSize(text.font);
    expect(size).toBeLessThan(160);
    const [, x] = text.args as [string, number];
    expect(name.length * size * 0.5).toBeLessThanOrEqual(1200 - 2 * x);
  });

  it('leaves a blank name as an empty signature', () => {
    const { ctx, calls } = fakeCanvas();
    drawTypedSignature(ctx, '   ', 1200, 400);
    expect(calls.map((c) => c.op)).toEqual(['fillRect']);
    // No name, no image: the form's value stays empty and the signature counts as missing.
    expect(typedSignatureDataUrl('  ')).toBe('');
  });
});
