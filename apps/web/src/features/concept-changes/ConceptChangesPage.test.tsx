import { fireEvent, screen, within } from '@testing-library/react';
import type { TMathConceptChange, TRole } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signInForEachTest } from '../../test/session';
import { stubApiCalls, writes } from '../../test/stub-api';
import { ConceptChangesPage } from './ConceptChangesPage';

vi.setConfig({ testTimeout: 20_000 });

const me = (role: TRole) => buildMe(role);

const conceptId = '9c2e285c-1d37-4e73-a855-c8fc23f9ebd6';
const change: TMathConceptChange = {
  id: '1e2e3e4e-1b2c-4d3e-8f4a-5b6c7d8e9f01',
  conceptId,
  concept: { id: conceptId, name: 'Pochodna', slug: 'pochodna', type: 'DEFINITION' },
  type: 'DEFINITION',
  name: 'Pochodna funkcji',
  description: '',
  aliases: ['różniczka'],
  status: 'PENDING',
  proposer: { id: '8b2e3c9a-3d4e-4f5a-8b6c-7d8e9f0a1b23', username: 'anna', displayName: 'Pani Anna' },
  reviewedAt: null,
  createdAt: '2025-09-05T09:00:00.000Z',
};

const json = jsonResponse;

function stubApi(role: TRole) {
  return stubApiCalls(({ method, path, body }) => {
    if (path === '/api/user/me') return json(200, me(role));
    if (path === '/api/math-concept-change' && method === 'GET') {
      return json(200, { results: [change], total: 1, prevPage: null, nextPage: null });
    }
    if (method === 'PUT') return json(200, { ...change, status: (body as { status: string }).status });
    return undefined;
  });
}

const renderPage = () =>
  renderRoutes([{ path: '/admin/concept-changes', element: <ConceptChangesPage /> }], {
    path: '/admin/concept-changes',
    toasts: true,
  });

describe('ConceptChangesPage', () => {
  signInForEachTest();

  it('refuses a teacher in Polish', async () => {
    stubApi('TEACHER');
    renderPage();
    expect(await screen.findByText('Ta strona jest dostępna tylko dla administratorów.')).toBeInstanceOf(Element);
  });

  it('lists the proposals and accepts one', async () => {
    const calls = stubApi('ADMIN');
    renderPage();
    const card = await screen.findByRole('article', { name: 'Pochodna' });
    expect(within(card).getByText(/Pani Anna/)).toBeInstanceOf(Element);
    expect(within(card).getByText('Pochodna funkcji')).toBeInstanceOf(Element);
    expect(within(card).getByText('różniczka')).toBeInstanceOf(Element);
    fireEvent.click(within(card).getByRole('button', { name: 'Przyjmij' }));
    expect(await screen.findByText('Przyjęto propozycję')).toBeInstanceOf(Element);
    expect(writes(calls).find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `/api/math-concept-change/${change.id}`,
      body: { status: 'APPROVED' },
    });
  });
});
