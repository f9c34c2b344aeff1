import { fireEvent, screen } from '@testing-library/react';
import type { THomeworkRatingState } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { renderWithToasts } from '../../components/files/files-test-utils';
import { saveSession } from '../../lib/api/token-storage';
import { jsonResponse } from '../../test/fixtures';
import { clearSessionAfterEachTest } from '../../test/session';
import { stubApiCalls, writes } from '../../test/stub-api';
import { HomeworkRating } from './HomeworkRating';

vi.setConfig({ testTimeout: 20_000 });

const homeworkId = '6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01';
function stubApi(initial: THomeworkRatingState) {
  let current = initial;
  return stubApiCalls(({ method, body }) => {
    if (method === 'PUT') {
      const message = current.rating === null ? 'Dodano!' : 'Zaktualizowano!';
      current = { ...current, rating: (body as { rating: number }).rating, ratingsAvg: 4, ratingsCount: 3 };
      return jsonResponse(200, { message, ...current });
    }
    if (method === 'DELETE') {
      current = { ...current, rating: null, ratingsAvg: 3.5, ratingsCount: 2 };
      return jsonResponse(200, { message: 'Usunięto!', ...current });
    }
    return jsonResponse(200, current);
  });
}

const starLabels: Record<number, string> = { 3: '3 gwiazdki', 4: '4 gwiazdki', 5: '5 gwiazdek' };
const star = (value: number) => screen.getByRole('radio', { name: starLabels[value] });
/** Mantine's stars are radio inputs: arrows move between them, Enter or Space chooses one. */
const chooseWithKeyboard = (value: number) => {
  star(value).focus();
  fireEvent.keyDown(star(value), { key: 'Enter' });
};

describe('HomeworkRating', () => {
  clearSessionAfterEachTest();

  it('shows the average to a signed-out viewer and asks to log in when a star is chosen', async () => {
    const calls = stubApi({ ratingsAvg: 3.5, ratingsCount: 2, rating: null, policies: { rate: false } });
    renderWithToasts(<HomeworkRating homeworkId={homeworkId} ratingsAvg={3.5} ratingsCount={2} />);
    expect(await screen.findByRole('img', { name: /3,50/ })).toBeInstanceOf(Element);
    expect(screen.getByText('Oceń zadanie')).toBeInstanceOf(Element);

    chooseWithKeyboard(4);
    expect(await screen.findByText('Zaloguj się, aby ocenić zadanie.')).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('lets a signed-in viewer give, change and remove whole stars, with the toasts', async () => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10' });
    const calls = stubApi({ ratingsAvg: 3.5, ratingsCount: 2, rating: null, policies: { rate: true } });
    renderWithToasts(<HomeworkRating homeworkId={homeworkId} ratingsAvg={3.5} ratingsCount={2} />);
    expect(await screen.findByText('Twoja ocena')).toBeInstanceOf(Element);

    chooseWithKeyboard(5);
    expect(await screen.findByText('Dodano!')).toBeInstanceOf(Element);
    expect(writes(calls).find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `/api/homework/${homeworkId}/rating`,
      body: { rating: 5 },
    });
    expect(await screen.findByRole('img', { name: /4,00/ })).toBeInstanceOf(Element);

    fireEvent.click(star(3).nextElementSibling!);
    expect(await screen.findByText('Zaktualizowano!')).toBeInstanceOf(Element);

    fireEvent.click(screen.getByRole('button', { name: 'Usuń ocenę' }));
    expect(await screen.findByText('Usunięto!')).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/homework/${homeworkId}/rating`,
    ]);
    expect(screen.queryByRole('button', { name: 'Usuń ocenę' })).toBeNull();
  });

  it('offers no stars to give when the server says the viewer may not rate (the author)', async () => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10' });
    stubApi({ ratingsAvg: 3.5, ratingsCount: 2, rating: null, policies: { rate: false } });
    renderWithToasts(<HomeworkRating homeworkId={homeworkId} ratingsAvg={3.5} ratingsCount={2} />);
    expect(await screen.findByRole('img', { name: /3,50/ })).toBeInstanceOf(Element);
    expect(screen.queryByText('Twoja ocena')).toBeNull();
    expect(screen.queryByText('Oceń zadanie')).toBeNull();
  });
});
