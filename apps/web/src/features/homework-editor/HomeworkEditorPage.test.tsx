import { fireEvent, screen, within } from '@testing-library/react';
import type { THomework, TRole } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { saveSession } from '../../lib/api/token-storage';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { buildHomework, buildSolution } from '../../test/homework-fixtures';
import { renderRoutes } from '../../test/render';
import { withHomeworkPolicies } from '../../test/server-policies';
import { stubApiCalls } from '../../test/stub-api';
import { buildSolutionAccess } from '../homework/solution-access-fixtures';
import { HomeworkEditorPage } from './HomeworkEditorPage';
import { draftKey } from './useHomeworkDraft';

// The real editor is TipTap (tested in its package); here a textarea reports its HTML the same way.
vi.mock('../../components/editor/RichTextEditor', () => import('../../test/rich-text-editor-stub'));

vi.setConfig({ testTimeout: 20_000 });
const waitFor = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000 });

const authorId = '7a1d2b8f-2c3d-4e4f-9a5b-6c7d8e9f0a12';
const otherId = '8b2e3c9a-3d4e-4f5a-8b6c-7d8e9f0a1b23';
const homeworkId = '6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01';
const domainId = '1d1d1d1d-1b2c-4d3e-8f4a-5b6c7d8e9f01';

const me = (role: TRole, id = authorId) =>
  buildMe(role, { id, username: 'nauczyciel', displayName: 'Pani Anna', email: 'nauczyciel@zadania.local' });

const homework = (overrides: Partial<Omit<THomework, 'policies'>> = {}) =>
  buildHomework({
    closed: true,
    answers: [
      { id: 'a1a1a1a1-1b2c-4d3e-8f4a-5b6c7d8e9f01', label: 'A', answer: '<p>1</p>', correct: false },
      { id: 'b2b2b2b2-1b2c-4d3e-8f4a-5b6c7d8e9f01', label: 'B', answer: '<p>2</p>', correct: true },
    ],
    ...overrides,
  });

const solution = buildSolution();

const json = jsonResponse;

function stubApi({
  role = 'TEACHER' as TRole,
  viewerId = authorId,
  task = homework(),
  taskSolution = solution,
  saveError = null as unknown,
} = {}) {
  const viewer = { id: viewerId, role };
  let current = task;
  return stubApiCalls(({ method, path }) => {
    if (path === '/api/user/me') return json(200, me(role, viewerId));
    if (path === '/api/math-concept') {
      return json(200, {
        results: [{ id: domainId, slug: 'algebra', name: 'Algebra', type: 'DOMAIN', aliases: [], count: 3 }],
        total: 1,
        page: 1,
        pageCount: 1,
      });
    }
    if (method === 'POST' && path === '/api/homework') {
      return json(201, withHomeworkPolicies(homework({ slug: 'nowe-zadanie' }), viewer));
    }
    if (method === 'DELETE') return json(200, { message: 'Usunięto!' });
    if (method === 'PUT' && path === `/api/homework/${task.id}` && saveError) return json(400, saveError);
    if (path.endsWith('/submit-for-review')) {
      current = { ...current, adminReview: { status: 'PENDING' } };
      return json(200, { id: task.id, status: task.status, adminReview: { status: 'PENDING' }, message: 'ok' });
    }
    if (path.endsWith('/solution')) return json(200, taskSolution);
    if (path.startsWith('/api/homework/')) return json(200, withHomeworkPolicies(current, viewer));
    return undefined;
  });
}

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/homeworks/save', element: <HomeworkEditorPage /> },
      { path: '/homeworks/:slug/edit', element: <HomeworkEditorPage /> },
      { path: '/homeworks/:slug', element: <p>Strona zadania</p> },
      { path: '/admin/homeworks', element: <p>Zadania administratora</p> },
      { path: '/account/homeworks', element: <p>Moje zadania</p> },
      { path: '/account/homeworks/:slug', element: <p>Moje zadanie</p> },
    ],
    { path, toasts: true },
  );

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('HomeworkEditorPage', () => {
  beforeEach(() => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10' });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses the create form to a student in Polish', async () => {
    stubApi({ role: 'USER' });
    renderAt('/homeworks/save');
    expect(
      await screen.findByText('Brak uprawnień. Zadania mogą dodawać tylko nauczyciele i administratorzy.'),
    ).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Utwórz zadanie' })).toBeNull();
  });

  it('validates with the shared Polish messages, then creates the task and opens its page', async () => {
    const calls = stubApi();
    const { router } = renderAt('/homeworks/save');
    const create = await screen.findByRole('button', { name: 'Utwórz zadanie' });

    fireEvent.click(create);
    expect(await screen.findByText('Popraw zaznaczone pola.')).toBeInstanceOf(Element);
    expect(screen.getAllByText('Wymagane pole').length).toBeGreaterThanOrEqual(2); // description and level
    expect(screen.getAllByText('Odpowiedź nie może być pusta.')).toHaveLength(2);

    type('Edytor treści zadania', '<p>Ile to 1 + 1?</p>');
    type('Odpowiedź A', '<p>1</p>');
    type('Odpowiedź B', '<p>2</p>');
    fireEvent.change(screen.getByLabelText(/^Poziom/), { target: { value: 'PRIMARY' } });
    fireEvent.click(create);
    expect(await screen.findByText('Zaznacz co najmniej jedną poprawną odpowiedź.')).toBeInstanceOf(Element);

    fireEvent.click(screen.getByRole('button', { name: 'Usuń odpowiedź B' }));
    fireEvent.click(create);
    expect(await screen.findByText('Zadanie zamknięte musi mieć co najmniej dwie odpowiedzi.')).toBeInstanceOf(Element);

    fireEvent.click(screen.getByRole('button', { name: 'Dodaj odpowiedź' }));
    type('Odpowiedź B', '<p>2</p>');
    fireEvent.click(screen.getByLabelText('Odpowiedź B jest poprawna'));
    type('Tytuł (opcjonalnie)', 'Dodawanie do dwóch');
    fireEvent.click(create);

    expect(await screen.findByText('Utworzono!')).toBeInstanceOf(Element);
    // A new (private) task opens in its owner's view, where it is sent to review.
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/homeworks/nowe-zadanie'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      title: 'Dodawanie do dwóch',
      description: '<p>Ile to 1 + 1?</p>',
      closed: true,
      level: 'PRIMARY',
      answers: [
        { label: 'A', answer: '<p>1</p>', correct: false },
        { label: 'B', answer: '<p>2</p>', correct: true },
      ],
    });
    expect(localStorage.getItem(draftKey(authorId, null))).toBeNull();
  });

  it('loads the title above the description and sends it trimmed; a blank one goes as none', async () => {
    const calls = stubApi({ task: homework({ title: 'Równanie z dwiema odpowiedziami' }) });
    renderAt('/homeworks/rownanie/edit');
    const title = (await screen.findByLabelText('Tytuł (opcjonalnie)')) as HTMLInputElement;
    expect(title.value).toBe('Równanie z dwiema odpowiedziami');
    expect(title.maxLength).toBe(120);
    expect(
      screen.getByText(
        'Krótki tytuł widoczny na kartach i w wynikach wyszukiwania. Bez tytułu pokażemy początek treści.',
      ),
    ).toBeInstanceOf(Element);
    const description = screen.getByLabelText('Edytor treści zadania');
    expect(title.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const saves = () => calls.filter((call) => call.method === 'PUT' && call.path === `/api/homework/${homeworkId}`);

    // Pasted past the field's limit: the shared message, nothing sent.
    type('Tytuł (opcjonalnie)', 'x'.repeat(121));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Tytuł może mieć najwyżej 120 znaków.')).toBeInstanceOf(Element);
    expect(saves()).toHaveLength(0);

    type('Tytuł (opcjonalnie)', '  Równanie kwadratowe  ');
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Zaktualizowano!')).toBeInstanceOf(Element);
    expect(saves()[0]?.body).toMatchObject({ title: 'Równanie kwadratowe', description: '<p>Rozwiąż równanie.</p>' });

    type('Tytuł (opcjonalnie)', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]?.body).toMatchObject({ title: null });
  });

  it('keeps a draft across a reload and discards it on request', async () => {
    stubApi();
    const first = renderAt('/homeworks/save');
    await screen.findByRole('button', { name: 'Utwórz zadanie' });
    type('Edytor treści zadania', '<p>Szkic zadania</p>');
    await waitFor(() => expect(localStorage.getItem(draftKey(authorId, null))).toContain('Szkic zadania'));
    first.unmount();

    renderAt('/homeworks/save');
    expect(await screen.findByText('Przywrócono szkic')).toBeInstanceOf(Element);
    expect((screen.getByLabelText('Edytor treści zadania') as HTMLTextAreaElement).value).toBe('<p>Szkic zadania</p>');

    fireEvent.click(screen.getByRole('button', { name: 'Odrzuć szkic' }));
    expect(screen.queryByText('Przywrócono szkic')).toBeNull();
    expect((screen.getByLabelText('Edytor treści zadania') as HTMLTextAreaElement).value).toBe('');
    expect(localStorage.getItem(draftKey(authorId, null))).toBeNull();
  });

  it('sends the author to their tasks after confirming the delete dialog', async () => {
    const calls = stubApi();
    const { router } = renderAt('/homeworks/rownanie/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń zadanie' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Czy na pewno chcesz usunąć to zadanie?')).toBeInstanceOf(Element);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Usuń zadanie' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Usunięto!')).toBeInstanceOf(Element);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/homeworks'));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(`/api/homework/${homeworkId}`);
  });

  it('sends an ADMIN to the admin list after deleting somebody else’s task', async () => {
    stubApi({ role: 'ADMIN', viewerId: otherId });
    const { router } = renderAt('/homeworks/rownanie/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń zadanie' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/homeworks'));
  });

  it('refuses the edit form to a teacher who is not the author', async () => {
    stubApi({ role: 'TEACHER', viewerId: otherId });
    renderAt('/homeworks/rownanie/edit');
    expect(
      await screen.findByText('Brak uprawnień. Zadanie może edytować tylko jego autor lub administrator.'),
    ).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Zapisz zmiany' })).toBeNull();
  });

  it('submits for review once and hides the button while the review is pending', async () => {
    const calls = stubApi();
    renderAt('/homeworks/rownanie/edit');
    expect(((await screen.findByLabelText('Edytor treści zadania')) as HTMLTextAreaElement).value).toBe(
      '<p>Rozwiąż równanie.</p>',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij do recenzji' }));
    expect(await screen.findByText('Przesłano do weryfikacji')).toBeInstanceOf(Element);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Wyślij do recenzji' })).toBeNull());
    expect(calls.some((call) => call.method === 'PUT' && call.path.endsWith('/submit-for-review'))).toBe(true);
  });

  it('shows no review button for a task already pending', async () => {
    stubApi({ task: homework({ adminReview: { status: 'PENDING' } }) });
    renderAt('/homeworks/rownanie/edit');
    expect(await screen.findByText('Zadanie czeka na recenzję administratora.')).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Wyślij do recenzji' })).toBeNull();
  });

  it('loads a paid solution with its hint, and saves the switch and the hint back', async () => {
    const calls = stubApi({
      taskSolution: {
        ...solution,
        access: buildSolutionAccess({
          paid: true,
          hint: { available: true, unlocked: true, price: 1, text: '<p>Policz deltę.</p>' },
        }),
      },
    });
    renderAt('/homeworks/rownanie/edit');
    const paid = (await screen.findByRole('switch', {
      name: 'Płatne rozwiązanie (kroki po pierwszym za tokeny)',
    })) as HTMLInputElement;
    expect(paid.checked).toBe(true);
    const hint = screen.getByLabelText('Edytor podpowiedzi') as HTMLTextAreaElement;
    expect(hint.value).toBe('<p>Policz deltę.</p>');

    type('Edytor podpowiedzi', '<p>Zacznij od wzoru na deltę.</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Zaktualizowano!')).toBeInstanceOf(Element);
    const saves = () => calls.filter((call) => call.method === 'PUT' && call.path === `/api/homework/${homeworkId}`);
    expect(saves()[0]?.body).toMatchObject({
      paidSolution: true,
      solution: { hint: '<p>Zacznij od wzoru na deltę.</p>' },
    });

    fireEvent.click(paid);
    expect(paid.checked).toBe(false);
    type('Edytor podpowiedzi', '<p></p>');
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]?.body).toMatchObject({ paidSolution: false, solution: { hint: null } });
  });

  it('sends a new task free and without a hint unless the author sets them', async () => {
    const calls = stubApi();
    renderAt('/homeworks/save');
    const paid = (await screen.findByRole('switch', {
      name: 'Płatne rozwiązanie (kroki po pierwszym za tokeny)',
    })) as HTMLInputElement;
    expect(paid.checked).toBe(false);
    type('Edytor treści zadania', '<p>Ile to 2 + 2?</p>');
    type('Odpowiedź A', '<p>3</p>');
    type('Odpowiedź B', '<p>4</p>');
    fireEvent.click(screen.getByLabelText('Odpowiedź B jest poprawna'));
    fireEvent.change(screen.getByLabelText(/^Poziom/), { target: { value: 'PRIMARY' } });
    fireEvent.click(paid);
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz zadanie' }));
    expect(await screen.findByText('Utworzono!')).toBeInstanceOf(Element);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      paidSolution: true,
      solution: { hint: null },
    });
  });

  it('sends an open task’s answer key from its section, checked with the shared messages, and none when empty', async () => {
    const calls = stubApi();
    renderAt('/homeworks/save');
    await screen.findByRole('button', { name: 'Utwórz zadanie' });
    expect(screen.queryByRole('group', { name: 'Odpowiedź do automatycznego sprawdzania' })).toBeNull();
    fireEvent.click(screen.getByText('Otwarte'));
    const section = await screen.findByRole('group', { name: 'Odpowiedź do automatycznego sprawdzania' });
    const kind = within(section).getByRole('combobox', { name: 'Rodzaj odpowiedzi' });
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Wybierz rodzaj',
      'Liczba',
      'Ułamek',
      'Wyrażenie',
      'Zbiór liczb',
      'Przedział',
      'Liczby w kolejności (np. rozwiązanie układu)',
      'Macierz',
      'Tekst',
      'Wzór chemiczny (np. H₂SO₄, SO₄²⁻)',
      'Równanie reakcji chemicznej',
    ]);
    expect(within(section).queryByLabelText('Tolerancja')).toBeNull();

    type('Edytor treści zadania', '<p>Ile to 3 : 2?</p>');
    fireEvent.change(screen.getByLabelText(/^Poziom/), { target: { value: 'PRIMARY' } });
    fireEvent.change(kind, { target: { value: 'NUMBER' } });
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz zadanie' }));
    expect(await within(section).findByText('Wpisz odpowiedź do sprawdzania.')).toBeInstanceOf(Element);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(section).getByRole('textbox', { name: /Poprawna odpowiedź/ }), {
      target: { value: '1,5' },
    });
    expect(within(section).queryByText('Wpisz odpowiedź do sprawdzania.')).toBeNull();
    fireEvent.change(within(section).getByRole('textbox', { name: /Tolerancja/ }), { target: { value: '0,01' } });
    fireEvent.change(within(section).getByRole('textbox', { name: /Jednostka/ }), { target: { value: 'kg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz zadanie' }));
    expect(await screen.findByText('Utworzono!')).toBeInstanceOf(Element);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      closed: false,
      answerKey: { kind: 'NUMBER', value: '1,5', tolerance: 0.01, unit: 'kg' },
    });
  });

  it('loads the answer key back when editing, shows the server’s message at its field, and clears it to null', async () => {
    const calls = stubApi({
      task: homework({
        closed: false,
        answers: [],
        answer: '<p>3/2</p>',
        answerCheck: { kind: 'FRACTION' },
        answerKey: { kind: 'FRACTION', value: '3/2', tolerance: null },
      }),
      saveError: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Nie udało się odczytać tej odpowiedzi. Sprawdź zapis.',
        errors: [{ path: 'answerKey.value', message: 'Nie udało się odczytać tej odpowiedzi. Sprawdź zapis.' }],
      },
    });
    renderAt('/homeworks/rownanie/edit');
    const section = await screen.findByRole('group', { name: 'Odpowiedź do automatycznego sprawdzania' });
    expect((within(section).getByRole('combobox', { name: 'Rodzaj odpowiedzi' }) as HTMLSelectElement).value).toBe(
      'FRACTION',
    );
    const value = within(section).getByRole('textbox', { name: /Poprawna odpowiedź/ }) as HTMLInputElement;
    expect(value.value).toBe('3/2');
    expect(within(section).queryByLabelText(/Tolerancja/)).toBeNull();

    fireEvent.change(value, { target: { value: '3//2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(section).findByText('Nie udało się odczytać tej odpowiedzi. Sprawdź zapis.')).toBeInstanceOf(
      Element,
    );
    const saves = () => calls.filter((call) => call.method === 'PUT' && call.path === `/api/homework/${homeworkId}`);
    expect(saves()[0]?.body).toMatchObject({ answerKey: { kind: 'FRACTION', value: '3//2', tolerance: null } });

    fireEvent.click(within(section).getByRole('button', { name: 'Usuń odpowiedź do sprawdzania' }));
    expect(value.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]?.body).toMatchObject({ answerKey: null });
  });
});
