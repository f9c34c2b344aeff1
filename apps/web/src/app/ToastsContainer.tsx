import { Notifications } from '@mantine/notifications';
import { toastSettings } from '../lib/toasts';

/** Mantine's toast container: its own chunk, loaded with the first toast (Toasts.tsx). */
export function ToastsContainer() {
  return (
    <Notifications limit={toastSettings.limit} autoClose={toastSettings.autoClose.default} position="bottom-right" />
  );
}
