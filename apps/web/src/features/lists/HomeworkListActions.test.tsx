import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TViewer } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeworkCard } from '../homework/HomeworkCard';
import { HomeworkListActions } from './HomeworkListActions';
import { buildCard, buildList, ids, jsonResponse, renderRoutes, stubApi } from './lists-test-kit';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toasts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/toasts')>()),
  showToast: toast,
}));

let viewer: TViewer = null;
vi.mock('../../lib/session/useViewer', () => ({ useViewer: () => ({ viewer, ready: true }) }));

const card = buildCard(1);
const student = (premium: boolean): TViewer => ({ id: ids.viewer, role: 'USER', hasActiveSubscription: premium });
const teacher: TViewer = { id: ids.viewer, role: 'TEACHER', hasActiveSubscription: true };
const author: TViewer = { id: ids.author, role: 'TEACHER', hasActiveSubscription: true };
const admin: TViewer = { id: ids.viewer, role: 'ADMIN' };

const render = (ui = <HomeworkListActions homeworkId={card.id} authorId={ids.author} />) =>
  renderRoutes([{ path: '*', element: ui }], '/homeworks');

const shownButtons = () =>
  ['Dodaj do listy', 'Ukryj', 'Oznacz jako rozwiązane'].filter((name) => screen.queryByRole('button', { name }));

/** My lists (one holds the task), the target and the empty built-in lists; `answer` handles the rest. */
function stubLists(answer: Parameters<typeof stubApi>[0] = () => undefined) {
  const holding = new Set([ids.list]);
  const calls = stubApi((call) => {
    const { method, path } = call;
    if (method === 'GET' && path === '/api/favorite')
      return jsonResponse(200, {
        results: [buildList(), buildList({ id: ids.otherList, name: 'Geometria' })],
        nextPage: null,
      });
    if (method === 'GET' && path === '/api/favorite/target')
      return jsonResponse(200, { favoritesIds: [...holding], hidden: false, solved: false });
    if (method === 'GET' && path === '/api/favorite/hidden')
      return jsonResponse(200, buildList({ id: ids.hidden, kind: 'HIDDEN' }));
    if (method === 'GET' && path === '/api/favorite/solved')
      return jsonResponse(200, buildList({ id: ids.hidden, kind: 'SOLVED' }));
    const listId = /^\/api\/favorite\/([^/]+)\/homework$/.exec(path)?.[1];
    if (listId && method === 'POST') {
      holding.add(listId);
      return jsonResponse(201, { message: 'Dodano!', favorite: buildList({ id: listId }) });
    }
    if (listId && method === 'DELETE') {
      holding.delete(listId);
      return jsonResponse(200, { message: 'Usunięto!', favorite: buildList({ id: listId }) });
    }
    return answer(call);
  });
  return calls;
}

describe('the list buttons of a task', () => {
  beforeEach(() => toast.mockClear());
  afterEach(() => {
    vi.unstubAllGlobals();
    viewer = null;
  });

  it.each([
    ['signed out: none', null, []],
    ['a student: all three', student(true), ['Dodaj do listy', 'Ukryj', 'Oznacz jako rozwiązane']],
    ['a teacher who is not the author: hide only', teacher, ['Ukryj']],
    ['the author (a teacher): lists and hide, not solved', author, ['Dodaj do listy', 'Ukryj']],
    ['an admin: all three', admin, ['Dodaj do listy', 'Ukryj', 'Oznacz jako rozwiązane']],
  ] as const)('section 6 visibility, %s', async (_name, who, expected) => {
    viewer = who;
    stubLists();
    render();
    if (expected.length > 0) await screen.findByRole('button', { name: expected[0] });
    expect(shownButtons()).toEqual(expected);
  });

  it('on a task card, names the task in each button', async () => {
    viewer = student(true);
    stubLists();
    render(<HomeworkCard homework={card} />);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('button', { name: 'Dodaj do listy: Zadanie numer 1' })).toBeInstanceOf(Element);
    expect(await within(article).findByRole('button', { name: 'Ukryj: Zadanie numer 1' })).toBeInstanceOf(Element);
    expect(within(article).getByRole('button', { name: 'Oznacz jako rozwiązane: Zadanie numer 1' })).toBeInstanceOf(
      Element,
    );
  });

  it('without Premium, every button looks locked and says "Funkcja Premium" without calling the API', async () => {
    viewer = student(false);
    const calls = stubLists();
    render();
    for (const name of ['Dodaj do listy', 'Ukryj', 'Oznacz jako rozwiązane']) {
      const button = screen.getByRole('button', { name });
      expect(button.hasAttribute('data-premium-locked')).toBe(true);
      fireEvent.click(button);
    }
    expect(toast).toHaveBeenCalledTimes(3);
    for (const [options] of toast.mock.calls) {
      expect(options).toEqual(expect.objectContaining({ variant: 'warning', title: 'Funkcja Premium' }));
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('the menu loads on opening, checks the lists holding the task, and ticking adds or removes', async () => {
    viewer = student(true);
    const calls = stubLists();
    render();
    await screen.findByRole('button', { name: 'Ukryj' });
    expect(calls.some((call) => call.path === '/api/favorite/target')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Dodaj do listy' }));
    const menu = await screen.findByRole('dialog', { name: 'Dodaj do listy' });
    const matura = await within(menu).findByRole('checkbox', { name: 'Matura próbna' });
    const geometry = within(menu).getByRole('checkbox', { name: 'Geometria' });
    expect(matura).toHaveProperty('checked', true);
    expect(geometry).toHaveProperty('checked', false);
    const listCall = calls.find((call) => call.path === '/api/favorite');
    expect(listCall?.search.get('omitHiddenList')).toBe('true');
    expect(listCall?.search.get('omitSolvedList')).toBe('true');
    const targetCall = calls.find((call) => call.path === '/api/favorite/target');
    expect(Object.fromEntries(targetCall?.search ?? [])).toEqual({ type: 'HOMEWORK', id: card.id });

    fireEvent.click(geometry);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Dodano!' })));
    const added = calls.find((call) => call.method === 'POST');
    expect(added?.path).toBe(`/api/favorite/${ids.otherList}/homework`);
    expect(added?.body).toEqual({ id: card.id });
    expect(within(menu).getByRole('checkbox', { name: 'Geometria' })).toHaveProperty('checked', true);

    fireEvent.click(within(menu).getByRole('checkbox', { name: 'Matura próbna' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Usunięto!' })));
    const removed = calls.find((call) => call.method === 'DELETE');
    expect(removed?.path).toBe(`/api/favorite/${ids.list}/homework`);
    expect(removed?.body).toEqual({ id: card.id });
    await waitFor(() =>
      expect(within(menu).getByRole('checkbox', { name: 'Matura próbna' })).toHaveProperty('checked', false),
    );
  });

  it('the menu, loaded on the first opening, is tied to its button, takes the focus and gives it back on Escape', async () => {
    viewer = student(true);
    stubLists();
    render();
    const button = await screen.findByRole('button', { name: 'Dodaj do listy' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    button.focus();
    fireEvent.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Dodaj do listy' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Dodaj do listy' })).toBeInstanceOf(Element);
  });

  it('unticks again when adding is refused', async () => {
    viewer = student(true);
    stubApi(({ method, path }) => {
      if (path === '/api/favorite') return jsonResponse(200, { results: [buildList()], nextPage: null });
      if (path === '/api/favorite/target') return jsonResponse(200, { favoritesIds: [], hidden: false, solved: false });
      if (path === '/api/favorite/hidden' || path === '/api/favorite/solved')
        return jsonResponse(200, buildList({ kind: 'HIDDEN' }));
      if (method === 'POST')
        return jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: 'Funkcja Premium' });
      return undefined;
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj do listy' }));
    const box = await screen.findByRole('checkbox', { name: 'Matura próbna' });
    fireEvent.click(box);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Matura próbna' })).toHaveProperty('checked', false),
    );
  });

  it("makes a new list from the menu and puts the task on it ('Nowa lista' inline)", async () => {
    viewer = student(true);
    const fresh = buildList({ id: '77777777-7777-4777-8777-777777777777', name: 'Powtórka' });
    const calls = stubLists(({ method, path }) =>
      method === 'POST' && path === '/api/favorite'
        ? jsonResponse(201, { message: 'Utworzono!', favorite: fresh })
        : undefined,
    );
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj do listy' }));
    const menu = await screen.findByRole('dialog', { name: 'Dodaj do listy' });
    const name = within(menu).getByLabelText('Nazwa nowej listy');
    fireEvent.change(name, { target: { value: 'P' } });
    fireEvent.click(within(menu).getByRole('button', { name: 'Utwórz i dodaj' }));
    expect(await within(menu).findByText('Minimum 2 znaki')).toBeInstanceOf(Element);

    fireEvent.change(name, { target: { value: 'Powtórka' } });
    fireEvent.click(within(menu).getByRole('button', { name: 'Utwórz i dodaj' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Dodano!' })));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.body])).toEqual([
      ['/api/favorite', { name: 'Powtórka', description: '' }],
      [`/api/favorite/${fresh.id}/homework`, { id: card.id }],
    ]);
  });

  it("'Ukryj' hides ('Ukryto!') and turns into 'Przywróć'; marking solved turns into 'Rozwiązane ✓' and says so", async () => {
    viewer = student(true);
    const calls = stubLists(({ method, path }) => {
      if (method === 'PUT' && path === '/api/favorite/homework/hide')
        return jsonResponse(200, { message: 'Ukryto!', hidden: true });
      if (method === 'PUT' && path === '/api/favorite/homework/solved')
        return jsonResponse(200, { message: 'Zaktualizowano!', solved: true });
      return undefined;
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Ukryj' }));
    expect(await screen.findByRole('button', { name: 'Przywróć' })).toBeInstanceOf(Element);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success', message: 'Ukryto!' }));
    expect(calls.find((call) => call.path === '/api/favorite/homework/hide')?.body).toEqual({ id: card.id });

    fireEvent.click(screen.getByRole('button', { name: 'Oznacz jako rozwiązane' }));
    expect(await screen.findByRole('button', { name: 'Rozwiązane ✓' })).toBeInstanceOf(Element);
    expect(calls.find((call) => call.path === '/api/favorite/homework/solved')?.body).toEqual({ id: card.id });
    // Says what happened and where the task is now, not the generic answer of the list.
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        variant: 'success',
        message: 'Oznaczono jako rozwiązane. Znajdziesz je na liście „Rozwiązane”.',
      }),
    );
  });

  it('shows a task already hidden as such', async () => {
    viewer = student(true);
    stubApi(({ path }) => {
      if (path === '/api/favorite/hidden')
        return jsonResponse(
          200,
          buildList({ kind: 'HIDDEN', homeworks: [{ id: ids.hidden, homeworkId: card.id, position: 0 }] }),
        );
      if (path === '/api/favorite/solved') return jsonResponse(200, buildList({ kind: 'SOLVED' }));
      return undefined;
    });
    render();
    expect(await screen.findByRole('button', { name: 'Przywróć' })).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Oznacz jako rozwiązane' })).toBeInstanceOf(Element);
  });
});
