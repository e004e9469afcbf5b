import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where toasts appear ("Job created"); top centre, clear of the helper button bottom right. */
export function NotificationsHost() {
  return <Notifications position="top-center" autoClose={5000} />;
}
