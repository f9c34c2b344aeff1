import { Menu } from '@mantine/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { TRole } from '@zadania/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/api/token-storage';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { clearSessionAfterEachTest } from '../../test/session';
import { AdminLayout } from './AdminLayout';
import { AdminMenuItems } from './AdminMenuItems';
import { AdminNavLinks } from './AdminNavLinks';

function stubApi(role: TRole) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/user/me') return jsonResponse(200, buildMe(role));
      if (url.pathname === '/api/homework/pending/count') return jsonResponse(200, { count: 3 });
      if (url.pathname === '/api/math-concept-change/count') return jsonResponse(200, { count: 0 });
      if (url.pathname === '/api/admin/safeguarding/help/count') return jsonResponse(200, { count: 2 });
      if (url.pathname === '/api/admin/teacher-verification') return jsonResponse(200, { results: [], pending: 2 });
      return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono' });
    }),
  );
}

const adminPage = (path: string, text: string) => ({
  path,
  element: <p>{text}</p>,
});

function renderAdmin(path: string) {
  return renderWithProviders(null, {
    path,
    routes: [
      {
        element: <AdminLayout />,
        children: [adminPage('/admin/homeworks', 'Kolejka recenzji'), adminPage('/admin/payments', 'Płatności')],
      },
    ],
  });
}

describe('the admin section', () => {
  beforeEach(() => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10' });
  });
  clearSessionAfterEachTest();

  it('puts every ADMIN tool in one navigation above the page, marks the current one and shows what waits', async () => {
    stubApi('ADMIN');
    const { router } = renderAdmin('/admin/homeworks');
    const nav = await screen.findByRole('navigation', { name: 'Administracja' });
    expect(screen.getByText('Kolejka recenzji')).toBeInstanceOf(Element);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/safeguarding',
      '/admin/homeworks',
      '/admin/concept-changes',
      '/admin/teacher-verification',
      '/admin/courses',
      '/admin/support',
      '/admin/safeguarding/held-messages',
      '/admin/disputes',
      '/admin/payments',
      '/admin/games',
      '/admin/help',
      '/admin/jobs',
    ]);
    const reviews = within(nav).getByRole('link', { name: /^Recenzje/ });
    expect(reviews.getAttribute('aria-current')).toBe('page');
    expect(await within(reviews).findByText('3')).toBeInstanceOf(Element);
    // Children's open help requests first, with their count (issue 72).
    expect(within(nav).getByRole('link', { name: /^Prośby o pomoc/ })).toBeInstanceOf(Element);
    const verification = within(nav).getByRole('link', { name: /^Weryfikacja nauczycieli/ });
    expect(await within(verification).findByText('2')).toBeInstanceOf(Element);

    await act(async () => {
      fireEvent.click(within(nav).getByRole('link', { name: 'Wszystkie płatności' }));
    });
    expect(router.state.location.pathname).toBe('/admin/payments');
    expect(within(nav).getByRole('link', { name: 'Wszystkie płatności' }).getAttribute('aria-current')).toBe('page');
    expect(reviews.getAttribute('aria-current')).toBeNull();
    // The first test loads every admin feature's words; a busy machine takes longer than the default 5 s.
  }, 15_000);

  it('shows anybody else the page alone, which answers them itself', async () => {
    stubApi('TEACHER');
    renderAdmin('/admin/homeworks');
    expect(await screen.findByText('Kolejka recenzji')).toBeInstanceOf(Element);
    await act(async () => {});
    expect(screen.queryByRole('navigation', { name: 'Administracja' })).toBeNull();
  });

  it('groups the same tools under one label of the user menu, for an ADMIN only', async () => {
    stubApi('ADMIN');
    renderWithProviders(
      <Menu opened>
        <Menu.Target>
          <button type="button">Menu</button>
        </Menu.Target>
        <Menu.Dropdown>
          <AdminMenuItems />
        </Menu.Dropdown>
      </Menu>,
    );
    expect(await screen.findByText('Administracja')).toBeInstanceOf(Element);
    expect(screen.getAllByRole('menuitem')).toHaveLength(12);
    expect(screen.getByRole('menuitem', { name: 'Ćwiczenia interaktywne' }).getAttribute('href')).toBe('/admin/games');
  });

  it('puts the same tools after the personal pages of the phone navigation, the current one active', async () => {
    stubApi('ADMIN');
    renderWithProviders(<AdminNavLinks pathname="/admin/jobs" onNavigate={() => undefined} />);
    expect(await screen.findByText('Administracja')).toBeInstanceOf(Element);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Zadania w tle' }).hasAttribute('data-active')).toBe(true);
    expect(screen.getByRole('link', { name: 'Wszystkie płatności' }).hasAttribute('data-active')).toBe(false);
  });

  it('leaves the phone navigation alone for anybody else', async () => {
    stubApi('TEACHER');
    const { container } = renderWithProviders(<AdminNavLinks pathname="/" onNavigate={() => undefined} />);
    await act(async () => {});
    expect(container.querySelector('a')).toBeNull();
  });
});
