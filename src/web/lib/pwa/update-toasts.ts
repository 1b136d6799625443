import { createNotificationsStore } from '@mantine/notifications';

/**
 * The update toast has a toast stack of its own: ordinary toasts replace one another
 * (lib/toast.ts), and this one must stay until the person answers it (docs/product.md, Client
 * behaviour).
 */
export const updateToasts = createNotificationsStore();
