import { fireEvent, screen, within } from '@testing-library/react';
import type { TMathConcept, TMathConceptChange, TRole } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { withMathConceptPolicies } from '../../test/server-policies';
import { signInForEachTest } from '../../test/session';
import { stubApiCalls } from '../../test/stub-api';
import { ConceptPage } from './ConceptPage';

// The real editor is TipTap (tested in its package); here a textarea reports its HTML the same way.
vi.mock('../../components/editor/RichTextEditor', () => import('../../test/rich-text-editor-stub'));

vi.setConfig({ testTimeout: 20_000 });
const waitFor = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000 });

const viewerId = '7a1d2b8f-2c3d-4e4f-9a5b-6c7d8e9f0a12';
const otherId = '8b2e3c9a-3d4e-4f5a-8b6c-7d8e9f0a1b23';
const conceptId = '9c2e285c-1d37-4e73-a855-c8fc23f9ebd6';

const me = (role: TRole) => buildMe(role, { username: 'anna', displayName: 'Pani Anna', email: 'anna@zadania.local' });

const concept: Omit<TMathConcept, 'policies'> = {
  id: conceptId,
  slug: 'pochodna',
  name: 'Pochodna',
  type: 'DEFINITION',
  subject: 'MATHS',
  aliases: ['różniczka'],
  description: '<p>Granica ilorazu różnicowego.</p>',
  count: 3,
  requirements: [],
};

const change = (proposerId: string, overrides: Partial<TMathConceptChange> = {}): TMathConceptChange => ({
  id: '1e2e3e4e-1b2c-4d3e-8f4a-5b6c7d8e9f01',
  conceptId,
  concept: { id: conceptId, name: 'Pochodna', slug: 'pochodna', type: 'DEFINITION' },
  type: 'DEFINITION',
  name: 'Pochodna funkcji',
  description: '<p>Nowy opis.</p>',
  aliases: [],
  status: 'PENDING',
  proposer: { id: proposerId, username: 'x', displayName: 'X' },
  reviewedAt: null,
  createdAt: '2025-09-05T09:00:00.000Z',
  ...overrides,
});

const json = jsonResponse;

function stubApi({ role = 'TEACHER' as TRole, pending = null as TMathConceptChange | null } = {}) {
  const viewer = { id: viewerId, role };
  return stubApiCalls(({ method, path, body }) => {
    if (path === '/api/user/me') return json(200, me(role));
    if (path === `/api/math-concept-change/${conceptId}/pending`) return json(200, { change: pending });
    if (path === '/api/math-concept-change' && method === 'POST') {
      return json(201, change(viewerId, { name: (body as { form: { name: string } }).form.name }));
    }
    if (path === `/api/math-concept/${conceptId}` && method === 'PUT') {
      const { description } = body as { description: string };
      return json(200, withMathConceptPolicies({ ...concept, description }, viewer));
    }
    if (path === `/api/math-concept/${conceptId}` && method === 'DELETE') return json(200, { message: 'Usunięto!' });
    if (path === '/api/math-concept/pochodna') return json(200, withMathConceptPolicies(concept, viewer));
    if (path === '/api/homework') return json(200, { results: [], total: 0, page: 1, pageCount: 1 });
    return undefined;
  });
}

const renderPage = () =>
  renderRoutes(
    [
      { path: '/resources/concepts/:slug', element: <ConceptPage /> },
      { path: '/resources/concepts', element: <p>Lista pojęć</p> },
    ],
    { path: '/resources/concepts/pochodna', toasts: true },
  ).router;

describe('ConceptPage authoring', () => {
  signInForEachTest();

  it('lets a teacher propose a change, then shows that the proposal waits', async () => {
    const calls = stubApi({ role: 'TEACHER' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Zaproponuj zmianę' }));
    expect(screen.queryByRole('button', { name: 'Edytuj artykuł' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Propozycja zmiany pojęcia' });

    fireEvent.change(within(dialog).getByLabelText(/Nazwa/), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij propozycję' }));
    expect(await within(dialog).findByText('Wymagane pole')).toBeInstanceOf(Element);

    fireEvent.change(within(dialog).getByLabelText(/Nazwa/), { target: { value: 'Pochodna funkcji' } });
    fireEvent.change(within(dialog).getByLabelText('Edytor opisu pojęcia'), { target: { value: '<p>Nowy opis.</p>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij propozycję' }));

    expect(await screen.findByText('Przesłano do weryfikacji')).toBeInstanceOf(Element);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      conceptId,
      form: { name: 'Pochodna funkcji', description: '<p>Nowy opis.</p>' },
      type: 'DEFINITION',
      aliases: ['różniczka'],
    });
    expect(await screen.findByText('Twoja propozycja czeka na decyzję')).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Zaproponuj zmianę' })).toBeNull();
  });

  it('shows one’s own pending proposal instead of the button', async () => {
    stubApi({ role: 'USER', pending: change(viewerId) });
    renderPage();
    expect(await screen.findByText('Twoja propozycja czeka na decyzję')).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Zaproponuj zmianę' })).toBeNull();
  });

  it('still offers a proposal when somebody else’s waits: proposals of others do not block', async () => {
    stubApi({ role: 'USER', pending: change(otherId) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Zaproponuj zmianę' })).toBeInstanceOf(Element);
    expect(screen.queryByText('Propozycja zmiany czeka na decyzję')).toBeNull();
  });

  it('lets an admin edit the article and delete the concept', async () => {
    const calls = stubApi({ role: 'ADMIN' });
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edytuj artykuł' }));
    expect(screen.queryByRole('button', { name: 'Zaproponuj zmianę' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Edytor artykułu o pojęciu'), { target: { value: '<p>Artykuł.</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zaktualizowano!')).toBeInstanceOf(Element);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ description: '<p>Artykuł.</p>' });

    fireEvent.click(await screen.findByRole('button', { name: 'Usuń pojęcie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usuwanie pojęcia' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tak, usuń' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resources/concepts'));
    expect(await screen.findByText('Usunięto!')).toBeInstanceOf(Element);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
