import '@mantine/notifications/styles.css';
import { useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import classes from './notifications-host.module.css';

/**
 * Where toasts appear ("Job created"): at the bottom, on the side away from the job-check button
 * (bottom left in left-to-right languages, bottom right in Arabic), so they cover neither the
 * header's navigation nor the helper. Mantine's position is physical, and so is the side a toast
 * slides in from: it follows the reading direction.
 */
export function NotificationsHost() {
  const { dir } = useDirection();
  return (
    <Notifications
      position={dir === 'rtl' ? 'bottom-right' : 'bottom-left'}
      autoClose={5000}
      className={classes.host}
    />
  );
}
