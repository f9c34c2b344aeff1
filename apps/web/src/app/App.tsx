import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { setSessionExpiredHandler } from '../lib/api/client';
import { RealtimeBridge } from '../lib/realtime/RealtimeBridge';
import { RealtimeProvider } from '../lib/realtime/RealtimeProvider';
import { toastSettings } from '../lib/toasts';
import { router } from '../routes/router';
import { queryClient } from './query-client';
import { colorSchemeManager, defaultColorScheme, theme } from './theme';

setSessionExpiredHandler(() => {
  queryClient.clear();
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  void router.navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`);
});

export function App() {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme={defaultColorScheme}>
      <Notifications limit={toastSettings.limit} autoClose={toastSettings.autoClose} position="bottom-right" />
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider>
          <RealtimeBridge onLoggedOut={() => void router.navigate('/')} />
          <RouterProvider router={router} />
        </RealtimeProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
