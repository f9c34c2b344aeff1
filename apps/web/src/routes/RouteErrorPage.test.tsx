import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../lib/api/api-error';
import { renderRoutes, renderWithProviders } from '../test/render';
import { ConnectionLostPage, isConnectionLost, RouteErrorPage } from './RouteErrorPage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a page that could not be shown', () => {
  it('offline (a lazy page’s code not fetched): says the connection is gone, not that something broke', async () => {
    renderRoutes(
      [
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          lazy: async () => {
            throw new TypeError('Failed to fetch dynamically imported module: https://zadania.example/assets/Page.js');
          },
        },
      ],
      { path: '/' },
    );
    expect(await screen.findByRole('heading', { name: 'Brak połączenia z internetem' })).toBeInstanceOf(Element);
    expect(screen.getByText('Ta strona wczyta się sama, gdy połączenie wróci.')).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInstanceOf(Element);
    expect(screen.queryByText('Coś poszło nie tak')).toBeNull();
  });

  it('retries on request, and by itself once the browser is online again', () => {
    const retry = vi.fn();
    renderWithProviders(<ConnectionLostPage retry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(retry).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(2);
  });

  it('any other failure stays "Coś poszło nie tak"', async () => {
    renderRoutes(
      [
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          loader: () => {
            throw new Error('render failed');
          },
          element: null,
        },
      ],
      { path: '/' },
    );
    expect(await screen.findByRole('heading', { name: 'Coś poszło nie tak' })).toBeInstanceOf(Element);
  });

  it('tells a lost connection from other errors', () => {
    expect(isConnectionLost(new NetworkError())).toBe(true);
    expect(isConnectionLost(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isConnectionLost(new Error('Cannot read properties of undefined'))).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isConnectionLost(new Error('anything'))).toBe(true);
  });
});
