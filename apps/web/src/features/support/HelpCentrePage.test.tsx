import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { json, renderTutoring, stubTutoringApi } from '../tutoring/tutoring-test-kit';
import { HelpCentrePage } from './HelpCentrePage';
import { adminPolicies, buildSummary, list, section } from './support-test-kit';

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

const render = (url = '/help') => renderTutoring(<HelpCentrePage />, { route: '/help', url });

describe('/help', () => {
  it('shows the sections with their articles to anyone, and sets the title', async () => {
    stubTutoringApi(
      {
        'GET /api/support-node': () =>
          json(
            200,
            list([
              section,
              buildSummary(),
              buildSummary({
                id: 'aaaaaaaa-0000-4000-8000-000000000003',
                slug: 'faktury',
                title: 'Faktury',
                parentId: null,
                description: 'Jak pobrać fakturę.',
              }),
            ]),
          ),
      },
      { role: null },
    );
    render();
    const account = await screen.findByRole('region', { name: 'Konto' });
    expect(account.textContent).toContain('Logowanie, hasło i dane.');
    expect(within(account).getByRole('link', { name: 'Jak zmienić hasło?' }).getAttribute('href')).toBe(
      '/help/zmiana-hasla',
    );
    const invoices = screen.getByRole('region', { name: 'Faktury' });
    expect(within(invoices).getByRole('link', { name: 'Faktury' }).getAttribute('href')).toBe('/help/faktury');
    expect(document.title).toBe('Centrum pomocy – Zadania');
    expect(screen.queryByRole('link', { name: 'Edytuj pomoc' })).toBeNull();
  });

  it('searches with ?q= and shows the results or that nothing was found', async () => {
    const calls = stubTutoringApi(
      {
        'GET /api/support-node': (call) => {
          const q = call.search.get('q');
          if (!q) return json(200, list([section]));
          return json(200, list(q === 'hasło' ? [buildSummary()] : []));
        },
      },
      { role: null },
    );
    render();
    await screen.findByRole('region', { name: 'Konto' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Szukaj w pomocy' }), { target: { value: 'hasło' } });
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    const result = await screen.findByRole('article', { name: 'Jak zmienić hasło?' });
    expect(result.textContent).toContain('Hasło zmienisz w ustawieniach.');
    expect(screen.getByText('Wyniki wyszukiwania: „hasło”')).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.path === '/api/support-node').map((call) => call.search.get('q'))).toEqual([
      null,
      'hasło',
    ]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Szukaj w pomocy' }), { target: { value: 'x' } });
    expect(screen.getByText('Wpisz co najmniej 2 znaki.')).toBeInstanceOf(Element);
    fireEvent.change(screen.getByRole('textbox', { name: 'Szukaj w pomocy' }), { target: { value: 'zwrot' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Szukaj w pomocy' }));
    expect(await screen.findByText('Nic nie znaleziono. Spróbuj innych słów.')).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Wyczyść' }));
    expect(await screen.findByRole('region', { name: 'Konto' })).toBeInstanceOf(Element);
  });

  it('says when the help centre is empty, and offers ADMIN its editing page', async () => {
    stubTutoringApi({ 'GET /api/support-node': () => json(200, list([], adminPolicies)) }, { role: 'ADMIN' });
    render();
    expect(await screen.findByText('Centrum pomocy jest jeszcze puste.')).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Edytuj pomoc' }).getAttribute('href')).toBe('/admin/help');
  });

  it('shows a load error with a retry', async () => {
    let failing = true;
    stubTutoringApi(
      {
        'GET /api/support-node': () =>
          failing ? json(500, { statusCode: 500, message: 'Błąd' }) : json(200, list([section])),
      },
      { role: null },
    );
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nie udało się wczytać pomocy.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('region', { name: 'Konto' })).toBeInstanceOf(Element);
  });
});
