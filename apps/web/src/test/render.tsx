import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import '../i18n/i18n';

type TRenderOptions = {
  /** Where the in-memory router starts. */
  path?: string;
  /** Also render the app's toasts (cleared of the previous test's first). */
  toasts?: boolean;
};

/** Renders `routes` with the app's providers and a fresh query cache; returns the router to read where it went. */
export function renderRoutes(routes: RouteObject[], { path = '/', toasts = false }: TRenderOptions = {}) {
  if (toasts) notifications.clean();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const rendered = render(
    <MantineProvider env="test">
      {toasts && <Notifications />}
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return Object.assign(rendered, { router, queryClient });
}

/**
 * Renders a component with the app's providers, a fresh query cache and an in-memory router; `routes` instead of the
 * one component for a flow across pages (the router is returned to read where it went).
 */
export function renderWithProviders(
  ui: ReactNode,
  { routes, ...options }: TRenderOptions & { routes?: RouteObject[] } = {},
) {
  return renderRoutes(routes ?? [{ path: '*', element: ui }], options);
}

/** Shows where the app navigated to, for the paths a test does not render. */
export function Destination() {
  const location = useLocation();
  return <p data-testid="destination">{location.pathname + location.search}</p>;
}

/** Renders `ui` at `url` (matched by `route`); any other path shows where the app went (`Destination`). */
export function renderWithDestination(
  ui: ReactNode,
  { route = '*', url = '/', toasts = true }: { route?: string; url?: string; toasts?: boolean } = {},
) {
  return renderRoutes(
    [
      { path: route, element: ui },
      { path: '*', element: <Destination /> },
    ],
    { path: url, toasts },
  );
}
