/**
 * Brings the first field with a message into view, in page order, once the messages have
 * rendered, and moves focus to it so the keyboard and a screen reader are where the fix is: the
 * input itself, or the first control inside the field's wrapper (Mantine marks the wrapper with
 * data-error before the input; a picker or pad marks its own box). Pickers and pads are not
 * registered inputs, so forms turn off react-hook-form's own focusing and use this.
 */
export function focusFirstError(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const first = container?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-error="true"]',
    );
    if (!first) return;
    first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    const control = first.matches(CONTROLS) ? first : first.querySelector<HTMLElement>(CONTROLS);
    control?.focus({ preventScroll: true });
  });
}

const CONTROLS = 'input:not([type="hidden"]), textarea, select, button';
