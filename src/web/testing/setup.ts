/**
 * What the component tests' jsdom lacks and Mantine or the forms need (Mantine's testing guide):
 * media queries, ResizeObserver, scrollIntoView, document.fonts, a file's text, and a 2D canvas for a typed signature. The
 * offline layer's IndexedDB is fake-indexeddb's, emptied after each test with everything else.
 */
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { offlineDb } from '../lib/offline/db';

// A save goes through the schema, the offline layer and IndexedDB before the screen answers:
// well under a second alone, many seconds on two cores shared with other jobs.
configure({ asyncUtilTimeout: 20_000 });

const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => undefined;

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  // Every query false: the desktop layout (dialogs windowed, lists as tables).
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// Autosizing text areas listen for web fonts loading: here none ever load.
Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

// A CSV import reads the chosen file's text; jsdom's Blob has no text(), its FileReader does.
Blob.prototype.text = function text(this: Blob) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(this);
  });
};

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

/**
 * The typed signature draws the name on a canvas, which jsdom does not have: a context that
 * draws nothing, and an image that is a real PNG data URL, as the schema asks.
 */
export const SIGNATURE_PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** A photo file's bytes as a camera writes them: a JPEG's first bytes, which the pickers check. */
export const JPEG_BYTES = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46,
]);
HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
  const drawn: Record<string | symbol, unknown> = {
    canvas: this,
    measureText: () => ({ width: 100 }),
  };
  // Any other drawing call (the pad's clearRect, beginPath...) does nothing; settings are kept.
  return new Proxy(drawn, {
    get: (target, name) => (name in target ? target[name] : () => undefined),
  });
} as unknown as typeof HTMLCanvasElement.prototype.getContext;
HTMLCanvasElement.prototype.toDataURL = () => SIGNATURE_PNG;

afterEach(async () => {
  cleanup();
  // Mantine keeps its toasts in a store of the module, not the tree: a toast of one test would
  // still show in the next, and a test waiting for it would go on before its own save finished.
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A filed report leaves the counter's sign-in block here.
  localStorage.clear();
  const db = offlineDb();
  await Promise.all(db.tables.map((table) => table.clear()));
});
