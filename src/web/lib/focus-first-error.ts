/**
 * Brings the first field with a message into view, in page order, once the messages have
 * rendered; focuses it when it is an input so the keyboard opens on it. Pickers and pads are
 * not registered inputs, so forms turn off react-hook-form's own focusing and use this.
 */
export function focusFirstError(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const first = container?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-error="true"]',
    );
    if (!first) return;
    first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    if (first.matches('input, textarea')) first.focus({ preventScroll: true });
  });
}
