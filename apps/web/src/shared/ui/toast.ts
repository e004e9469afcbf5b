import { notifications } from '@mantine/notifications';

/**
 * A short confirmation ("Job created"). The notifications host is mounted by the app for
 * signed-in users (src/app/notifications-host.tsx); Mantine's store keeps a toast until it is.
 */
export function showSuccessToast(message: string): void {
  notifications.show({ message, color: 'green', withBorder: true });
}

/** Something the person asked for did not happen, and why. */
export function showErrorToast(message: string): void {
  notifications.show({ message, color: 'red', withBorder: true });
}
