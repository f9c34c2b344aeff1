import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastsContainer = lazy(() => import('./ToastsContainer').then((module) => ({ default: module.ToastsContainer })));

/**
 * Where toasts appear. The container (with its transitions) loads with the first toast, which it then shows
 * from the store: a reader who never gets a toast never downloads it.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastsContainer />
    </Suspense>
  );
}
