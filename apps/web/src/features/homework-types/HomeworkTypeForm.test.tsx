import { fireEvent, screen, within } from '@testing-library/react';
import type { TRole } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { renderRoutes, renderWithProviders } from '../../test/render';
import { signInForEachTest } from '../../test/session';
import { stubApiCalls } from '../../test/stub-api';
import { HomeworkTypeHistory } from './HomeworkTypeAdmin';
import { HomeworkTypesPage } from './HomeworkTypesPage';
import { emptyHomeworkTypeForm, validateHomeworkTypeForm } from './homework-type-form';

vi.mock('../../components/editor/RichTextEditor', () => import('../../test/rich-text-editor-stub'));

vi.setConfig({ testTimeout: 20_000 });
const waitFor = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000 });

const domainId = '1d1d1d1d-1b2c-4d3e-8f4a-5b6c7d8e9f01';
const tagId = '2d2d2d2d-1b2c-4d3e-8f4a-5b6c7d8e9f01';
const parentId = '3d3d3d3d-1b2c-4d3e-8f4a-5b6c7d8e9f01';

describe('validateHomeworkTypeForm', () => {
  it('requires a name and checks the slug with the shared Polish messages', () => {
    const empty = validateHomeworkTypeForm(emptyHomeworkTypeForm);
    expect(empty).toEqual({ ok: false, errors: { name: 'Wymagane pole' } });
    const badSlug = validateHomeworkTypeForm({ ...emptyHomeworkTypeForm, name: 'Równania', slug: 'Złe Slug' });
    expect(badSlug).toEqual({
      ok: false,
      errors: { slug: 'Adres może zawierać tylko małe litery, cyfry i myślniki.' },
    });
  });

  it('splits the linked concepts by kind and leaves empty fields out', () => {
    const result = validateHomeworkTypeForm({
      ...emptyHomeworkTypeForm,
      name: ' Równania kwadratowe ',
      description: '<p></p>',
      formulas: '<p>x</p>',
      parentId,
      concepts: [
        { id: domainId, name: 'Algebra', type: 'DOMAIN' },
        { id: tagId, name: 'Matura', type: 'TAG' },
      ],
    });
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Równania kwadratowe',
        description: null,
        formulas: '<p>x</p>',
        parentId,
        domainsIds: [domainId],
        theoremsIds: [],
        definitionsIds: [],
        tagsIds: [tagId],
      },
    });
  });
});

const me = (role: TRole) => buildMe(role);

const json = jsonResponse;

function stubApi({ role = 'ADMIN' as TRole, createStatus = 201 } = {}) {
  return stubApiCalls(({ method, path, body }) => {
    if (path === '/api/user/me') return json(200, me(role));
    if (path === '/api/homework-type' && method === 'POST') {
      if (createStatus === 409) {
        return json(409, { statusCode: 409, error: 'Conflict', message: 'Typ zadania o tym adresie już istnieje.' });
      }
      return json(201, {
        id: '4d4d4d4d-1b2c-4d3e-8f4a-5b6c7d8e9f01',
        slug: 'rownania',
        name: (body as { name: string }).name,
        formulas: null,
        description: null,
        parentId: null,
        parent: null,
        subtypes: [],
        domainsIds: [],
        theoremsIds: [],
        definitionsIds: [],
        tagsIds: [],
        count: 0,
        done: false,
      });
    }
    if (path === '/api/homework-type') return json(200, { results: [], total: 0, page: 1, pageCount: 1 });
    return undefined;
  });
}

const renderPage = () =>
  renderRoutes(
    [
      { path: '/resources/homework-types', element: <HomeworkTypesPage /> },
      { path: '/resources/homework-types/:slug', element: <p>Strona typu</p> },
    ],
    { path: '/resources/homework-types', toasts: true },
  ).router;

describe('HomeworkTypeFormDialog', () => {
  signInForEachTest();

  it('is not offered to a teacher', async () => {
    stubApi({ role: 'TEACHER' });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Wyniki (0)' })).toBeInstanceOf(Element);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Dodaj typ' })).toBeNull());
  });

  it('validates, creates the type and opens its page', async () => {
    const calls = stubApi();
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj typ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy typ zadania' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz typ' }));
    expect(await within(dialog).findByText('Wymagane pole')).toBeInstanceOf(Element);
    expect(within(dialog).getByText('Popraw zaznaczone pola.')).toBeInstanceOf(Element);

    fireEvent.change(within(dialog).getByLabelText(/^Nazwa/), { target: { value: 'Równania' } });
    fireEvent.change(within(dialog).getByLabelText(/^Adres/), { target: { value: 'Równania!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz typ' }));
    expect(await within(dialog).findByText('Adres może zawierać tylko małe litery, cyfry i myślniki.')).toBeInstanceOf(
      Element,
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^Adres/), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Edytor wzorów typu zadania'), {
      target: { value: '<p>Δ = b² − 4ac</p>' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz typ' }));
    expect(await screen.findByText('Utworzono!')).toBeInstanceOf(Element);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Równania',
      description: null,
      formulas: '<p>Δ = b² − 4ac</p>',
      parentId: null,
      domainsIds: [],
      theoremsIds: [],
      definitionsIds: [],
      tagsIds: [],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/resources/homework-types/rownania'));
  });

  it('shows the server’s Polish message', async () => {
    stubApi({ createStatus: 409 });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj typ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy typ zadania' });
    fireEvent.change(within(dialog).getByLabelText(/^Nazwa/), { target: { value: 'Równania' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz typ' }));
    expect(await within(dialog).findByText('Typ zadania o tym adresie już istnieje.')).toBeInstanceOf(Element);
  });
});

describe('HomeworkTypeHistory', () => {
  it('names the parent type and the concepts a change refers to, and marks deleted ones', async () => {
    const typeId = '5d5d5d5d-1b2c-4d3e-8f4a-5b6c7d8e9f01';
    const goneId = '6d6d6d6d-1b2c-4d3e-8f4a-5b6c7d8e9f01';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname !== `/api/homework-type/${typeId}/history`) return json(404, { message: 'Nie znaleziono.' });
        return json(200, {
          results: [
            {
              id: '8d8d8d8d-1b2c-4d3e-8f4a-5b6c7d8e9f01',
              action: 'UPDATED',
              actor: { id: me('ADMIN').id, username: 'admin', displayName: 'Admin' },
              changes: {
                parentId: { from: null, to: parentId },
                conceptIds: { from: [goneId], to: [domainId, tagId] },
              },
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          ],
          names: { [parentId]: 'Równania', [domainId]: 'Algebra', [tagId]: 'Matura' },
        });
      }),
    );
    const type = { id: typeId, name: 'Podtyp' } as Parameters<typeof HomeworkTypeHistory>[0]['type'];
    renderWithProviders(<HomeworkTypeHistory type={type} />);
    const parentRow = (await screen.findByText('Typ nadrzędny')).closest('tr')!;
    expect(parentRow.textContent).toContain('(puste) → Równania');
    const conceptsRow = screen.getByText(/Algebra, Matura/).closest('tr')!;
    expect(conceptsRow.textContent).toContain('(usunięte) → Algebra, Matura');
    expect(document.body.textContent).not.toContain(parentId);
  });
});
