import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A placeholder "before photo" for demo repairs: a phone outline on a soft background,
 * drawn as a real PNG so it passes the same content checks as a camera photo.
 */
export function demoPhotoDataUrl(hue: number): string {
  const w = 96;
  const h = 128;
  const rows: Buffer[] = [];
  for (let y = 0; y < h; y += 1) {
    const row = Buffer.alloc(1 + w * 3);
    for (let x = 0; x < w; x += 1) {
      const body = x > 24 && x < 72 && y > 16 && y < 112;
      const screen = x > 28 && x < 68 && y > 24 && y < 100;
      const crack = screen && Math.abs(x - 30 - (y - 24) * 0.5) < 1.2;
      const v = crack ? 240 : screen ? 40 + ((hue * 7) % 60) : body ? 70 : 225 - (y >> 3);
      row[1 + x * 3] = v;
      row[2 + x * 3] = screen ? v + 20 : v;
      row[3 + x * 3] = screen ? Math.min(255, v + 60) : v;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A handwritten-looking signature as SVG, varied by seed. */
export function demoSignatureDataUrl(seed: number): string {
  const a = 20 + (seed % 30);
  const b = 60 + (seed % 40);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100">` +
    `<path d="M10 70 C ${a} 10, 60 10, 80 60 S 120 ${b}, 150 40 S 200 20, 230 60 S 270 80, 290 30" ` +
    `stroke="#1b2a4a" stroke-width="3" fill="none" stroke-linecap="round"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
