import { fireEvent, screen } from '@testing-library/react';
import type { TNotification } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { NotificationBell } from './NotificationBell';

afterEach(() => vi.unstubAllGlobals());

const notifications: TNotification[] = [
  {
    id: '1f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01',
    type: 'HOMEWORK_REVIEWED',
    payload: {
      homeworkId: '2f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01',
      slug: 'moje-zadanie',
      status: 'REJECTED',
      comment: 'Brak rozwiązania.',
    },
    readAt: null,
    createdAt: new Date().toISOString(),
  },
  {
    id: '3f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01',
    type: 'MATH_CONCEPT_CHANGE_REVIEWED',
    payload: {
      changeId: '4f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01',
      conceptId: '5f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01',
      name: 'Pierwiastek',
      status: 'APPROVED',
    },
    readAt: new Date().toISOString(),
    createdAt: new Date().toISOString(),
  },
  {
    id: '6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01',
    type: 'CHAT_MESSAGE',
    payload: {
      text: 'Nowa wiadomość od Anny Nowak w pokoju „Kółko matematyczne”.',
      href: '/chat?chatRoomId=7f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01',
      roomId: '7f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01',
    },
    readAt: null,
    createdAt: new Date().toISOString(),
  },
];

describe('NotificationBell', () => {
  it('shows the unread count and the latest notifications in Polish, linking to their task or concept', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(JSON.stringify({ results: notifications, total: 3, page: 1, pageCount: 1, unreadCount: 3 }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NotificationBell />);

    const bell = await screen.findByRole('button', { name: 'Powiadomienia, nieprzeczytane: 3' });
    expect(screen.getByTestId('notification-count').textContent).toContain('3');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/notification');
    expect(url.searchParams.get('pageSize')).toBe('5');

    fireEvent.click(bell);
    const rejected = await screen.findByText('Twoje zadanie zostało odrzucone');
    expect(screen.getByText('Komentarz: Brak rozwiązania.')).toBeInstanceOf(Element);
    expect(rejected.closest('a')?.getAttribute('href')).toBe('/account/homeworks/moje-zadanie');
    const concept = screen.getByText('Twoja propozycja zmiany pojęcia „Pierwiastek” została przyjęta');
    expect(concept.closest('a')?.getAttribute('href')).toBe('/resources/concepts/5f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01');
    const chat = screen.getByText('Nowa wiadomość od Anny Nowak w pokoju „Kółko matematyczne”.');
    expect(chat.closest('a')?.getAttribute('href')).toBe('/chat?chatRoomId=7f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01');
    expect(screen.getByRole('menuitem', { name: 'Oznacz wszystkie jako przeczytane' })).toBeInstanceOf(Element);
    // A menu owns menu items only: no button or paragraph of its own outside them (axe: aria-required-children).
    const outsideItems = [...screen.getByRole('menu').querySelectorAll('button, p, a')].filter(
      (element) => !element.closest('[role="menuitem"]'),
    );
    expect(outsideItems).toEqual([]);
  });

  it('shows no count when everything is read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ results: [], total: 0, page: 1, pageCount: 0, unreadCount: 0 }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Powiadomienia' })).toBeInstanceOf(Element);
  });
});
