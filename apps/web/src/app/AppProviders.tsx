import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyRealtimeBridge } from '../lib/realtime/LazyRealtimeBridge';
import { RealtimeProvider } from '../lib/realtime/RealtimeProvider';
import './contact-button';
import './rich-text-players';
import { Toasts } from './Toasts';
import { colorSchemeManager, cssVariablesResolver, defaultColorScheme, theme } from './theme';

// Each feature's reactions to realtime events, registered once and loaded with the bridge (a signed-in tab only).
const loadRealtimeHandlers = () => import('./realtime-handlers');

/**
 * Everything around the router, the same in the browser (App.tsx) and on the server (ssr/render-page.tsx): a page
 * rendered on the server hydrates only when both trees match.
 */
export function AppProviders({
  queryClient,
  onLoggedOut,
  children,
}: {
  queryClient: QueryClient;
  onLoggedOut: () => void;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={defaultColorScheme}
      cssVariablesResolver={cssVariablesResolver}
    >
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider>
          <LazyRealtimeBridge onLoggedOut={onLoggedOut} loadRealtimeHandlers={loadRealtimeHandlers} />
          {children}
        </RealtimeProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
