import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

type Toast = { title: string; message: ReactNode };

/**
 * One toast at a time (docs/product.md, Client behaviour): the newest replaces whatever is showing,
 * so a person never waits for an old message to time out before seeing the result of what they just
 * did.
 */
function show(toast: Toast, color: string): void {
  notifications.clean();
  notifications.show({ ...toast, color });
}

export function toastSuccess(toast: Toast): void {
  show(toast, 'teal');
}

export function toastError(toast: Toast): void {
  show(toast, 'red');
}

/** Neither success nor failure: something a person should know, such as working offline. */
export function toastNotice(toast: Toast): void {
  show(toast, 'orange');
}
