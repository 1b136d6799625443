/**
 * "ResizeObserver loop completed with undelivered notifications" is a benign browser warning raised
 * when a layout change triggers another resize in the same frame (menus, text areas). It is
 * reported as a window error; docs/product.md (Client behaviour) has it suppressed, so it never
 * reaches error reporting or a crash screen.
 */
const RESIZE_OBSERVER_LOOP = /ResizeObserver loop/;

export function suppressResizeObserverErrors(): void {
  window.addEventListener('error', (event) => {
    if (RESIZE_OBSERVER_LOOP.test(event.message)) {
      event.stopImmediatePropagation();
      event.preventDefault();
    }
  });
}
