/** What reads a barcode from a video frame: the browser's own, or ZXing compiled to WebAssembly. */
export type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };

/** The codes on parts, accessories and their boxes: retail EAN/UPC, Code 128/39, and QR. */
const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'qr_code'] as const;

type NativeDetector = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
};

/**
 * Chrome on Android has a barcode reader built in; Safari on an iPad does not, so there the ZXing
 * reader loads (about 1 MB, only when the camera is first opened), from this server: a shop's
 * network may reach nothing else, and the page's security policy allows nothing else.
 */
export async function barcodeDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (native) {
    const supported = new Set(await native.getSupportedFormats());
    const formats = FORMATS.filter((f) => supported.has(f));
    if (formats.length > 0) return new native({ formats });
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
  });
  return new BarcodeDetector({ formats: [...FORMATS] });
}
