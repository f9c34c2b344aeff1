import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerHints, type TAnswerAttempt } from '@zadania/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/api/token-storage';
import { jsonResponse } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { clearSessionAfterEachTest } from '../../../test/session';
import { stubApiCalls, writes } from '../../../test/stub-api';
import { AnswerCheckPanel } from './AnswerCheckPanel';
import type { TMathFieldModule } from './load-math-field';

vi.setConfig({ testTimeout: 20_000 });

const homeworkId = '6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01';
const attemptId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const attempt = (n: number, answer: string, correct: boolean): TAnswerAttempt => ({
  id: attemptId(n),
  answer,
  correct,
  createdAt: '2026-05-04T10:15:00.000Z',
});

/** Stands in for MathLive's `<math-field>`: a `value` property and `input` events, as the panel uses them. */
class FakeMathfield extends HTMLElement {
  value = '';
}
if (!customElements.get('fake-math-field')) customElements.define('fake-math-field', FakeMathfield);
const loadFake = () =>
  Promise.resolve({ MathfieldElement: FakeMathfield as unknown as TMathFieldModule['MathfieldElement'] });
const failToLoad = () => Promise.reject(new Error('chunk failed'));

function stubApi({
  history = [],
  check,
}: {
  history?: TAnswerAttempt[];
  check?: (answer: string) => { status: number; body: unknown };
}) {
  return stubApiCalls(({ method, body }) => {
    if (method === 'POST' && check) {
      const answer = check((body as { answer: string }).answer);
      return jsonResponse(answer.status, answer.body);
    }
    return jsonResponse(200, { results: history });
  });
}

const verdict = (answer: string, correct: boolean, n = 9) => ({
  status: 200,
  body: {
    correct,
    message: correct ? 'Dobrze! To poprawna odpowiedź.' : 'Niestety, to nie jest poprawna odpowiedź.',
    attempt: attempt(n, answer, correct),
  },
});

const signIn = () =>
  saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10' });

describe('AnswerCheckPanel', () => {
  beforeEach(() => clearSession());
  clearSessionAfterEachTest();

  it('asks a signed-out reader to sign in, with a link back to the task', async () => {
    const calls = stubApi({});
    renderWithProviders(<AnswerCheckPanel homeworkId={homeworkId} kind="FRACTION" />, { path: '/homeworks/zadanie' });
    expect(screen.getByRole('heading', { name: 'Sprawdź swoją odpowiedź' })).toBeInstanceOf(Element);
    const link = screen.getByRole('link', { name: 'Zaloguj się' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fhomeworks%2Fzadanie');
    expect(screen.queryByRole('button', { name: 'Sprawdź' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('loads the math field only when the student starts answering, and says a right answer is right', async () => {
    signIn();
    const calls = stubApi({ check: (answer) => verdict(answer, true) });
    const load = vi.fn(loadFake);
    renderWithProviders(<AnswerCheckPanel homeworkId={homeworkId} kind="FRACTION" loadMathField={load} />);
    expect(await screen.findByText(answerHints.FRACTION.text)).toBeInstanceOf(Element);
    expect(await screen.findByText('Nie ma jeszcze Twoich sprawdzonych odpowiedzi do tego zadania.')).toBeInstanceOf(
      Element,
    );
    expect(load).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Wpisz odpowiedź' }));
    const field = await waitFor(() => {
      const element = screen.getByTestId('math-answer-field').querySelector('fake-math-field');
      expect(element).toBeInstanceOf(FakeMathfield);
      return element as FakeMathfield;
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(field.getAttribute('aria-labelledby')).toBe(screen.getByText('Twoja odpowiedź').id);
    field.value = '\\frac{3}{2}';
    fireEvent(field, new Event('input'));
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));

    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(await within(status).findByText('Dobrze! To poprawna odpowiedź.')).toBeInstanceOf(Element);
    expect(writes(calls).filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/homework/${homeworkId}/check-answer`,
        // With the time the student took, for the attempt log.
        body: { answer: '\\frac{3}{2}', timeTakenMs: expect.any(Number) },
      },
    ]);
    // The new attempt heads the history without another request.
    const history = await screen.findByTestId('answer-attempts');
    expect(within(history).getByText('Dobrze')).toBeInstanceOf(Element);
    expect(history.querySelector('.katex')).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.method === 'GET' && call.path.endsWith('/answer-attempts'))).toHaveLength(1);
  });

  it('falls back to a plain field when MathLive cannot load, and says a wrong answer is wrong (Enter checks)', async () => {
    signIn();
    const calls = stubApi({ check: (answer) => verdict(answer, false) });
    renderWithProviders(<AnswerCheckPanel homeworkId={homeworkId} kind="NUMBER" loadMathField={failToLoad} />);
    expect(await screen.findByText(answerHints.NUMBER.text)).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Wpisz odpowiedź' }));
    const input = await screen.findByRole('textbox', { name: 'Twoja odpowiedź' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.change(input, { target: { value: '15' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    expect(
      await within(screen.getByRole('status')).findByText('Niestety, to nie jest poprawna odpowiedź.'),
    ).toBeInstanceOf(Element);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      answer: '15',
      timeTakenMs: expect.any(Number),
    });
    expect(within(await screen.findByTestId('answer-attempts')).getByText('Źle')).toBeInstanceOf(Element);
  });

  it('offers what is next: the next task after a right answer, similar tasks and the solution after a wrong one', async () => {
    signIn();
    const conceptId = '9b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    let right = false;
    stubApi({ check: (answer) => verdict(answer, right) });
    const next = {
      dueCount: 1,
      streakDays: 1,
      openSession: null,
      results: [
        {
          homeworkId,
          slug: 'to-samo',
          practicePath: `/learn/session?concept=${conceptId}`,
          conceptId,
          conceptName: 'To samo',
          reason: 'due',
          reasonLabel: 'Powtórka',
        },
        {
          homeworkId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
          slug: 'procenty-1',
          practicePath: `/learn/session?concept=${conceptId}`,
          conceptId,
          conceptName: 'Procenty',
          reason: 'due',
          reasonLabel: 'Powtórka',
        },
      ],
    };
    const fetchStub = vi.mocked(globalThis.fetch);
    const answerApi = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/api/learn/next')
        ? new Response(JSON.stringify(next), { status: 200, headers: { 'Content-Type': 'application/json' } })
        : answerApi(input, init),
    );
    renderWithProviders(
      <AnswerCheckPanel homeworkId={homeworkId} kind="NUMBER" conceptIds={[conceptId]} loadMathField={failToLoad} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Wpisz odpowiedź' }));
    const input = await screen.findByRole('textbox', { name: 'Twoja odpowiedź' });
    fireEvent.change(input, { target: { value: '15' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const afterWrong = await screen.findByTestId('next-step');
    expect(within(afterWrong).getByText('Rozwiązanie krok po kroku znajdziesz poniżej.')).toBeInstanceOf(Element);
    expect(within(afterWrong).getByRole('link', { name: 'Poćwicz podobne zadania' }).getAttribute('href')).toBe(
      `/learn/session?concept=${conceptId}`,
    );

    right = true;
    fireEvent.change(input, { target: { value: '1,5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    // The next recommendation is another one than this task, and leads to practice of its concept (issue 59).
    const link = await screen.findByRole('link', { name: 'Procenty' });
    expect(link.getAttribute('href')).toBe(`/learn/session?concept=${conceptId}`);
    expect(within(screen.getByTestId('next-step')).getByText('Powtórka')).toBeInstanceOf(Element);
  });

  it('lists the student’s earlier answers as math, right or wrong, with their time', async () => {
    signIn();
    stubApi({ history: [attempt(2, '\\frac{3}{2}', true), attempt(1, '15', false)] });
    renderWithProviders(<AnswerCheckPanel homeworkId={homeworkId} kind="FRACTION" />);
    const history = await screen.findByTestId('answer-attempts');
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Dobrze')).toBeInstanceOf(Element);
    expect(within(items[1] as HTMLElement).getByText('Źle')).toBeInstanceOf(Element);
    await waitFor(() => expect(items[0]?.querySelector('.katex .mfrac')).toBeInstanceOf(Element));
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-05-04T10:15:00.000Z');
  });

  it('asks for an answer before sending an empty one, and shows the server’s refusal', async () => {
    signIn();
    const calls = stubApi({
      check: () => ({
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: 'Zbyt wiele prób. Spróbuj ponownie później.' },
      }),
    });
    renderWithProviders(<AnswerCheckPanel homeworkId={homeworkId} kind="SET" loadMathField={failToLoad} />);
    expect(await screen.findByText(answerHints.SET.text)).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Wpisz odpowiedź.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Wpisz odpowiedź' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Twoja odpowiedź' }), { target: { value: '{1; 2}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByText('Zbyt wiele prób. Spróbuj ponownie później.')).toBeInstanceOf(Element);
    expect(within(screen.getByRole('status')).queryByText(/odpowiedź/)).toBeNull();
  });
});
