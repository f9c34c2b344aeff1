import { RouterProvider } from 'react-router';
import { setSessionExpiredHandler } from '../lib/api/client';
import { getRouter } from '../routes/browser-router';
import { AppProviders } from './AppProviders';
import { queryClient } from './query-client';

setSessionExpiredHandler(() => {
  queryClient.clear();
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  void getRouter().navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`);
});

export function App() {
  return (
    <AppProviders queryClient={queryClient} onLoggedOut={() => void getRouter().navigate('/')}>
      <RouterProvider router={getRouter()} />
    </AppProviders>
  );
}
