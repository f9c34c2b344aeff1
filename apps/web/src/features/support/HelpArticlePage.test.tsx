import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { json, renderTutoring, stubTutoringApi } from '../tutoring/tutoring-test-kit';
import { HelpArticlePage } from './HelpArticlePage';
import { adminPolicies, buildNode, buildSummary } from './support-test-kit';

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

const render = (slug: string) => renderTutoring(<HelpArticlePage />, { route: '/help/:slug', url: `/help/${slug}` });

describe('/help/:slug', () => {
  it('renders the article with its breadcrumbs, content and title, without an edit link for readers', async () => {
    const calls = stubTutoringApi(
      { 'GET /api/support-node/zmiana-hasla': () => json(200, buildNode()) },
      { role: null },
    );
    render('zmiana-hasla');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jak zmienić hasło?' })).toBeInstanceOf(Element);
    const crumbs = screen.getByRole('navigation', { name: 'Ścieżka' });
    expect(within(crumbs).getByRole('link', { name: 'Centrum pomocy' }).getAttribute('href')).toBe('/help');
    expect(within(crumbs).getByRole('link', { name: 'Konto' }).getAttribute('href')).toBe('/help/konto');
    expect(within(crumbs).getByText('Jak zmienić hasło?').getAttribute('aria-current')).toBe('page');
    expect((await screen.findByText('Bezpieczeństwo')).tagName).toBe('STRONG');
    expect(document.title).toBe('Jak zmienić hasło? – Zadania');
    expect(screen.queryByRole('link', { name: 'Edytuj' })).toBeNull();
    expect(calls.map((call) => call.path)).toContain('/api/support-node/zmiana-hasla');
  });

  it('lists the articles of a section and offers ADMIN the edit link', async () => {
    stubTutoringApi(
      {
        'GET /api/support-node/konto': () =>
          json(
            200,
            buildNode({
              slug: 'konto',
              title: 'Konto',
              content: '',
              breadcrumbs: [],
              children: [buildSummary()],
              policies: adminPolicies,
            }),
          ),
      },
      { role: 'ADMIN' },
    );
    render('konto');
    const children = await screen.findByRole('region', { name: 'W tej sekcji' });
    expect(within(children).getByRole('link', { name: 'Jak zmienić hasło?' }).getAttribute('href')).toBe(
      '/help/zmiana-hasla',
    );
    expect(screen.getByRole('link', { name: 'Edytuj' }).getAttribute('href')).toBe('/admin/help?edit=konto');
  });

  it('says a missing article was not found, with the way back', async () => {
    stubTutoringApi({}, { role: null });
    render('nie-ma');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono artykułu pomocy.' })).toBeInstanceOf(
      Element,
    );
    expect(screen.getByRole('link', { name: 'Wróć do centrum pomocy' }).getAttribute('href')).toBe('/help');
    expect(document.title).toBe('Nie znaleziono artykułu pomocy. – Zadania');
  });
});
