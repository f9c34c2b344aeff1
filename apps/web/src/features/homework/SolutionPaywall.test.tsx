import { act, fireEvent, screen, within } from '@testing-library/react';
import { commerceMessages, type TSolution, type TSolutionAccess, type TUploadedFile } from '@zadania/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFile, buildUploadedFile, FakeXhr, renderWithToasts } from '../../components/files/files-test-utils';
import { clearSession, saveSession } from '../../lib/api/token-storage';
import { jsonResponse } from '../../test/fixtures';
import { buildSolution } from '../../test/homework-fixtures';
import { clearSessionAfterEachTest } from '../../test/session';
import { stubApiCalls, type TApiCall } from '../../test/stub-api';
import { SolutionViewer } from './SolutionViewer';
import { buildSolutionAccess } from './solution-access-fixtures';

vi.setConfig({ testTimeout: 20_000 });
const waitFor = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000 });

const homeworkId = '6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01';
const roomId = '7e0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01';

const step = (order: number) => ({
  id: `e5e5e5e5-1b2c-4d3e-8f4a-5b6c7d8e9f0${order}`,
  order,
  title: `Krok ${order}: tytuł`,
  description: `<p>Opis kroku ${order}.</p>`,
  latex: '',
});

const solution = (access: Partial<TSolutionAccess>, stepCount = 3) =>
  buildSolution({
    steps: Array.from({ length: stepCount }, (_, index) => step(index + 1)),
    access: buildSolutionAccess(access),
  });

const locked = (overrides: Partial<TSolutionAccess> = {}) =>
  solution({ paid: true, unlocked: false, hiddenSteps: 2, ...overrides }, 1);
const unlocked = (overrides: Partial<TSolutionAccess> = {}) =>
  solution({ paid: true, unlocked: true, hiddenSteps: 0, ...overrides });

/**
 * The solution route answers `before` until a spend succeeds, then `after`; a spend answers `spend` (200 with
 * the new balance, or a refusal).
 */
function stubApi({
  before,
  after = before,
  spend = { status: 200, body: { message: commerceMessages.unlocked, balance: 7, spent: 3 } as unknown },
}: {
  before: TSolution;
  after?: TSolution;
  spend?: { status: number; body: unknown };
}) {
  let current = before;
  return stubApiCalls(({ method, path }) => {
    if (path === `/api/homework/${homeworkId}/solution`) return jsonResponse(200, current);
    if (method === 'POST' && path === `/api/homework/${homeworkId}/unlock`) {
      if (spend.status === 200) current = after;
      return jsonResponse(spend.status, spend.body);
    }
    if (method === 'POST' && path === `/api/homework/${homeworkId}/solution-check`) {
      return jsonResponse(200, {
        message: 'Wysłano!',
        balance: 5,
        solutionCheckId: '8f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01',
        roomId,
      });
    }
    return undefined;
  });
}

const spends = (calls: TApiCall[]) => calls.filter((call) => call.path.endsWith('/unlock'));

describe('the paywall of a paid solution', () => {
  beforeEach(() => saveSession({ token: 'token', refreshToken: 'refresh', sessionId: 'session' }));
  clearSessionAfterEachTest();

  it('shows the first step and the locked rest, unlocks once for a double click and then shows every step', async () => {
    const calls = stubApi({ before: locked(), after: unlocked() });
    renderWithToasts(<SolutionViewer homeworkId={homeworkId} />);
    expect(await screen.findByText('Pozostałe kroki rozwiązania (2) są płatne')).toBeInstanceOf(Element);
    expect(screen.getByRole('heading', { name: 'Krok 1: tytuł' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('heading', { name: 'Krok 2: tytuł' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Sposób wyświetlania rozwiązania' })).toBeNull();

    const unlock = screen.getByRole('button', { name: 'Odblokuj za 3 tokeny' });
    fireEvent.click(unlock);
    fireEvent.click(unlock);
    expect(await screen.findByText('Odblokowano!')).toBeInstanceOf(Element);
    await waitFor(() => expect(screen.queryByTestId('solution-locked')).toBeNull());
    expect(spends(calls)).toHaveLength(1);
    expect(spends(calls)[0]?.body).toEqual({ type: 'PAID_SOLUTION' });
    expect(screen.getByText('Płatne rozwiązanie – masz do niego pełny dostęp.')).toBeInstanceOf(Element);
    expect(screen.getByText('Krok 1 z 3')).toBeInstanceOf(Element);
  });

  it('on 402 shows the server’s Polish message and a link to top up the wallet', async () => {
    stubApi({
      before: locked(),
      spend: {
        status: 402,
        body: { statusCode: 402, error: 'Payment Required', message: commerceMessages.notEnoughTokens },
      },
    });
    renderWithToasts(<SolutionViewer homeworkId={homeworkId} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Odblokuj za 3 tokeny' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Masz za mało tokenów. Doładuj portfel.')).toBeInstanceOf(Element);
    expect(within(alert).getByRole('link', { name: 'Doładuj portfel' }).getAttribute('href')).toBe('/account/wallet');
    expect(screen.getByTestId('solution-locked')).toBeInstanceOf(Element);
  });

  it('asks a signed-out reader to log in instead of offering to spend', async () => {
    clearSession();
    const calls = stubApi({ before: locked({ solutionCheck: { available: true, price: 5 } }) });
    renderWithToasts(<SolutionViewer homeworkId={homeworkId} />);
    const login = await screen.findByRole('link', { name: 'Zaloguj się, aby odblokować' });
    expect(login.getAttribute('href')).toBe('/login?redirect=%2F');
    expect(screen.queryByRole('button', { name: /^Odblokuj/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Poproś autora/ })).toBeNull();
    expect(spends(calls)).toHaveLength(0);
  });

  it('shows the author the whole paid solution without a paywall', async () => {
    stubApi({
      before: unlocked({ hint: { available: true, unlocked: true, price: 1, text: '<p>Zacznij od delty.</p>' } }),
    });
    renderWithToasts(<SolutionViewer homeworkId={homeworkId} />);
    expect(await screen.findByText('Płatne rozwiązanie – masz do niego pełny dostęp.')).toBeInstanceOf(Element);
    expect(screen.getByText('Krok 1 z 3')).toBeInstanceOf(Element);
    expect(screen.queryByTestId('solution-locked')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Odblokuj/ })).toBeNull();
    expect(await screen.findByText('Zacznij od delty.')).toBeInstanceOf(Element);
  });

  it('sells a hint for 1 token and then shows it', async () => {
    const hint = { available: true, unlocked: false, price: 1, text: null };
    const calls = stubApi({
      before: locked({ hint }),
      after: locked({ hint: { ...hint, unlocked: true, text: '<p>Policz <strong>deltę</strong>.</p>' } }),
    });
    renderWithToasts(<SolutionViewer homeworkId={homeworkId} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Podpowiedź za 1 token' }));
    expect(await screen.findByText('deltę')).toBeInstanceOf(Element);
    expect(screen.getByRole('region', { name: 'Podpowiedź' })).toBeInstanceOf(Element);
    expect(spends(calls)[0]?.body).toEqual({ type: 'HINT' });
    expect(screen.queryByRole('button', { name: /^Podpowiedź za/ })).toBeNull();
    // The solution itself stays locked.
    expect(screen.getByTestId('solution-locked')).toBeInstanceOf(Element);
  });

  it('shows a free solution’s hint to everybody', async () => {
    clearSession();
    stubApi({
      before: solution({ hint: { available: true, unlocked: true, price: 1, text: '<p>Narysuj wykres.</p>' } }),
    });
    renderWithToasts(<SolutionViewer homeworkId={homeworkId} />);
    expect(await screen.findByText('Narysuj wykres.')).toBeInstanceOf(Element);
    expect(screen.queryByText(/są płatne/)).toBeNull();
  });
});

describe('asking the author to check a solution', () => {
  beforeEach(() => {
    FakeXhr.instances = [];
    saveSession({ token: 'token', refreshToken: 'refresh', sessionId: 'session' });
  });
  clearSessionAfterEachTest();

  it('needs 1–5 files, sends them once with the comment and links to the chat room', async () => {
    const calls = stubApi({ before: solution({ solutionCheck: { available: true, price: 5 } }) });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderWithToasts(<SolutionViewer homeworkId={homeworkId} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Poproś autora o sprawdzenie rozwiązania (5 tokenów)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sprawdzenie rozwiązania przez autora' });
    const send = within(dialog).getByRole('button', { name: 'Wyślij za 5 tokenów' });

    fireEvent.click(send);
    expect(await within(dialog).findByText('Dodaj od 1 do 5 plików z rozwiązaniem.')).toBeInstanceOf(Element);
    fireEvent.change(within(dialog).getByLabelText('Komentarz (opcjonalnie)'), { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(send);
    expect(await within(dialog).findByText('Komentarz może mieć maksymalnie 1000 znaków.')).toBeInstanceOf(Element);

    const input = dialog.querySelector('input[type="file"]:not([hidden])');
    if (!input) throw new Error('No file input');
    fireEvent.change(input, { target: { files: [buildFile('moje-rozwiazanie.png')] } });
    const uploaded: TUploadedFile = buildUploadedFile({
      originalname: 'moje-rozwiazanie.png',
      assign: 'CHAT_ATTACHMENT',
    });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect((FakeXhr.last().body as FormData).get('assign')).toBe('CHAT_ATTACHMENT');
    act(() => FakeXhr.last().respond(201, uploaded));
    await within(dialog).findByText('moje-rozwiazanie.png');

    fireEvent.change(within(dialog).getByLabelText('Komentarz (opcjonalnie)'), {
      target: { value: 'Nie wiem, czy krok 3 jest dobrze.' },
    });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText('Wysłano!')).toBeInstanceOf(Element);
    const posts = calls.filter((call) => call.path.endsWith('/solution-check'));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ fileIds: [uploaded.id], comment: 'Nie wiem, czy krok 3 jest dobrze.' });
    const chat = await screen.findByRole('link', { name: 'Przejdź do czatu z autorem' });
    expect(chat.getAttribute('href')).toBe(`/chat?chatRoomId=${roomId}`);
  });

  it('keeps what was typed when the dialog is closed and opened again, and gives the focus back to its button', async () => {
    stubApi({ before: solution({ solutionCheck: { available: true, price: 5 } }) });
    renderWithToasts(<SolutionViewer homeworkId={homeworkId} />);
    const button = await screen.findByRole('button', { name: 'Poproś autora o sprawdzenie rozwiązania (5 tokenów)' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Sprawdzenie rozwiązania przez autora' });
    fireEvent.change(within(dialog).getByLabelText('Komentarz (opcjonalnie)'), { target: { value: 'Krok 3?' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));

    fireEvent.click(button);
    const again = await screen.findByRole('dialog', { name: 'Sprawdzenie rozwiązania przez autora' });
    expect(within(again).getByLabelText('Komentarz (opcjonalnie)')).toHaveProperty('value', 'Krok 3?');
  });

  it('is not offered when the server says it is unavailable (the author, a deleted author)', async () => {
    stubApi({ before: unlocked() });
    renderWithToasts(<SolutionViewer homeworkId={homeworkId} />);
    await screen.findByText('Krok 1 z 3');
    expect(screen.queryByRole('button', { name: /^Poproś autora/ })).toBeNull();
  });
});
