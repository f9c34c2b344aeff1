import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyRealtimeBridge } from '../lib/realtime/LazyRealtimeBridge';
import { RealtimeProvider } from '../lib/realtime/RealtimeProvider';
import { Toasts } from './Toasts';
import { colorSchemeManager, cssVariablesResolver, defaultColorScheme, theme } from './theme';

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
          <LazyRealtimeBridge onLoggedOut={onLoggedOut} />
          {children}
        </RealtimeProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
