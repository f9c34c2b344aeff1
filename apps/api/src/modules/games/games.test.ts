import { randomUUID } from 'node:crypto';
import type { TGameSaveInput } from '@zadania/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { loginPremium } from '../../../test/subscription-fixtures';
import { gameProgress, games, learningAttempts } from '../../db/schema';

const t = useTestApp();

type THeaders = Record<string, string>;

const numberLine: TGameSaveInput = {
  type: 'NumberLine',
  name: 'Oś liczbowa',
  premiumFromLevel: 2,
  levels: [
    { start: 0, step: 1, tickCount: 11, slots: [3, 7] },
    { start: 0, step: 50, tickCount: 9, slots: [1, 4] },
  ],
};
const comparison: TGameSaveInput = {
  type: 'NumberComparison',
  name: 'Porównywanie liczb',
  levels: [
    {
      items: [
        { left: 7, right: 12, expected: '<' },
        { left: 2.5, right: 2.5, expected: '=' },
      ],
    },
  ],
};

const api = {
  create: (payload: unknown, headers: THeaders = {}) =>
    t.app.inject({ method: 'POST', url: '/api/game', headers, payload: payload as object }),
  update: (id: string, payload: unknown, headers: THeaders = {}) =>
    t.app.inject({ method: 'PUT', url: `/api/game/${id}`, headers, payload: payload as object }),
  remove: (id: string, headers: THeaders = {}) => t.app.inject({ method: 'DELETE', url: `/api/game/${id}`, headers }),
  get: (id: string, headers: THeaders = {}) => t.app.inject({ method: 'GET', url: `/api/game/${id}`, headers }),
  list: (query = '', headers: THeaders = {}) => t.app.inject({ method: 'GET', url: `/api/game${query}`, headers }),
  check: (id: string, payload: unknown, headers: THeaders = {}) =>
    t.app.inject({ method: 'POST', url: `/api/game/${id}/check`, headers, payload: payload as object }),
};

async function createAsAdmin(game: TGameSaveInput) {
  const admin = await loginAs(t.app, 'ADMIN');
  const response = await api.create(game, admin.headers);
  expect(response.statusCode).toBe(200);
  return { admin, game: response.json() as { id: string } };
}

describe('games: management (ADMIN)', () => {
  it('needs a session (401) and ADMIN (403 for USER and TEACHER); nothing is stored', async () => {
    expect((await api.create(numberLine)).statusCode).toBe(401);
    for (const role of ['USER', 'TEACHER'] as const) {
      const { headers } = await loginAs(t.app, role);
      const response = await api.create(numberLine, headers);
      expect(response.statusCode).toBe(403);
    }
    expect(await t.app.db.select().from(games)).toHaveLength(0);
  });

  it.each([
    [{ ...numberLine, name: 'x' }, 'Nazwa musi mieć od 2 do 64 znaków.'],
    [{ ...numberLine, levels: [] }, 'Ćwiczenie musi mieć od 1 do 30 poziomów.'],
    [{ ...numberLine, premiumFromLevel: 3 }, 'Poziom z Premium musi być jednym z poziomów ćwiczenia.'],
    [{ ...numberLine, levels: [{ start: 0, step: 0, tickCount: 11, slots: [1] }] }, 'Krok musi być większy od 0.'],
    [{ ...numberLine, levels: [{ start: 0, step: 1, tickCount: 2, slots: [1] }] }, 'Oś musi mieć od 3 do 21 kresek.'],
    [
      { ...numberLine, levels: [{ start: 0, step: 1, tickCount: 5, slots: [1, 1] }] },
      'Wybierz od 1 do wszystkich kresek osi jako miejsca do uzupełnienia (bez powtórzeń).',
    ],
    [
      { ...numberLine, levels: [{ start: 0, step: 1, tickCount: 5, slots: [5] }] },
      'Wybierz od 1 do wszystkich kresek osi jako miejsca do uzupełnienia (bez powtórzeń).',
    ],
    [{ ...comparison, levels: [{ items: [] }] }, 'Poziom musi mieć od 1 do 12 par liczb.'],
    [
      { ...comparison, levels: [{ items: [{ left: 0.0001, right: 1, expected: '<' }] }] },
      'Liczba musi mieścić się między -1 000 000 a 1 000 000 i mieć najwyżej 3 miejsca po przecinku.',
    ],
  ])('refuses an invalid game with its Polish message (%#)', async (payload, message) => {
    const admin = await loginAs(t.app, 'ADMIN');
    const response = await api.create(payload, admin.headers);
    expect(response.statusCode).toBe(400);
    expect([response.json().message].flat()).toContain(message);
    expect(await t.app.db.select().from(games)).toHaveLength(0);
  });

  it('creates, lists, updates and deletes a game; ADMIN reads its answers, a player never does', async () => {
    const { admin, game } = await createAsAdmin(numberLine);
    const [row] = await t.app.db.select().from(games).where(eq(games.id, game.id));
    expect(row).toMatchObject({
      type: 'NumberLine',
      name: 'Oś liczbowa',
      premiumFromLevel: 2,
      createdById: admin.user.id,
    });
    expect(row!.levels).toEqual(numberLine.levels);

    const asAdmin = (await api.get(game.id, admin.headers)).json();
    expect(asAdmin.definition).toEqual(numberLine);
    expect(asAdmin.policies).toEqual({ create: true, update: true, delete: true });
    const anonymous = (await api.get(game.id)).json();
    expect(anonymous.definition).toBeNull();
    expect(anonymous.policies).toEqual({ create: false, update: false, delete: false });

    const list = (await api.list('?search=liczbowa')).json();
    expect(list).toMatchObject({ total: 1, page: 1, pageCount: 1, policies: { create: false } });
    expect(list.results[0]).toMatchObject({ id: game.id, levelCount: 2, premiumFromLevel: 2, completedLevels: null });
    expect((await api.list('?type=NumberComparison')).json().total).toBe(0);

    const teacher = await loginAs(t.app, 'TEACHER');
    expect((await api.update(game.id, comparison, teacher.headers)).statusCode).toBe(403);
    const updated = await api.update(game.id, comparison, admin.headers);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ type: 'NumberComparison', name: 'Porównywanie liczb', levelCount: 1 });
    expect((await api.update(randomUUID(), comparison, admin.headers)).statusCode).toBe(404);

    expect((await api.remove(game.id)).statusCode).toBe(401);
    expect((await api.remove(game.id, teacher.headers)).statusCode).toBe(403);
    const removed = await api.remove(game.id, admin.headers);
    expect(removed.json()).toEqual({ message: 'Usunięto!' });
    expect(await t.app.db.select().from(games)).toHaveLength(0);
    expect((await api.get(game.id)).json()).toMatchObject({ statusCode: 404, message: 'Nie znaleziono ćwiczenia.' });
  });
});

describe('games: playing', () => {
  it('sends levels without answers, and locks the Premium levels for those without Premium', async () => {
    const { game } = await createAsAdmin(numberLine);
    const student = await loginAs(t.app, 'USER');
    const view = (await api.get(game.id, student.headers)).json();
    expect(view.levels[0]).toMatchObject({ index: 0, locked: false, comparison: null });
    expect(view.levels[0].numberLine).toMatchObject({ start: 0, step: 1, tickCount: 11, slots: [3, 7] });
    expect([...view.levels[0].numberLine.choices].sort()).toEqual([3, 7]);
    expect(view.levels[1]).toEqual({ index: 1, locked: true, comparison: null, numberLine: null });
    expect(view.progress).toEqual({ completedLevels: [] });
    expect((await api.get(game.id)).json().progress).toBeNull();

    const subscriber = await loginPremium(t.app);
    expect((await api.get(game.id, subscriber.headers)).json().levels[1].locked).toBe(false);
  });

  it('checks a level: 400 for answers that do not fit, 403 for a Premium level, right and wrong per item', async () => {
    const { game } = await createAsAdmin(numberLine);
    const student = await loginAs(t.app, 'USER');

    const wrongCount = await api.check(game.id, { level: 0, answers: [3] }, student.headers);
    expect(wrongCount.json()).toMatchObject({ statusCode: 400, message: 'Niepoprawna odpowiedź.' });
    const wrongKind = await api.check(game.id, { level: 0, answers: ['<', '>'] }, student.headers);
    expect(wrongKind.json()).toMatchObject({ statusCode: 400, message: 'Niepoprawna odpowiedź.' });
    expect((await api.check(game.id, { level: 5, answers: [] }, student.headers)).json().message).toBe(
      'Nie ma takiego poziomu.',
    );
    expect((await api.check(game.id, { level: 0, answers: 'x' }, student.headers)).statusCode).toBe(400);
    expect((await api.check(randomUUID(), { level: 0, answers: [] }, student.headers)).statusCode).toBe(404);

    const locked = await api.check(game.id, { level: 1, answers: [50, 200] }, student.headers);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('Aby kontynuować musisz posiadać Konto Premium!');
    expect((await api.check(game.id, { level: 1, answers: [50, 200] })).statusCode).toBe(403);

    const wrong = await api.check(game.id, { level: 0, answers: [7, 3] }, student.headers);
    expect(wrong.json()).toEqual({ correct: false, items: [false, false], completedLevels: [] });
    const half = await api.check(game.id, { level: 0, answers: [3, null] }, student.headers);
    expect(half.json()).toEqual({ correct: false, items: [true, false], completedLevels: [] });
    const right = await api.check(game.id, { level: 0, answers: [3, 7] }, student.headers);
    expect(right.json()).toEqual({ correct: true, items: [true, true], completedLevels: [0] });
    expect(
      await t.app.db
        .select()
        .from(gameProgress)
        .where(and(eq(gameProgress.userId, student.user.id), eq(gameProgress.gameId, game.id))),
    ).toHaveLength(1);
    expect((await api.get(game.id, student.headers)).json().progress).toEqual({ completedLevels: [0] });
    // Every checked level is an attempt in the player's log (refusals are not).
    const logged = await t.app.db.select().from(learningAttempts).where(eq(learningAttempts.userId, student.user.id));
    expect(logged.map((row) => [row.kind, row.itemId, row.correct, row.answer]).sort()).toEqual(
      [
        ['EXERCISE_LEVEL', game.id, false, 'Poziom 1: [7,3]'],
        ['EXERCISE_LEVEL', game.id, false, 'Poziom 1: [3,null]'],
        ['EXERCISE_LEVEL', game.id, true, 'Poziom 1: [3,7]'],
      ].sort(),
    );
  });

  it('lets a signed-out child play the free levels without saving anything', async () => {
    const { game } = await createAsAdmin(comparison);
    const right = await api.check(game.id, { level: 0, answers: ['<', '='] });
    expect(right.json()).toEqual({ correct: true, items: [true, true], completedLevels: null });
    const wrong = await api.check(game.id, { level: 0, answers: ['>', null] });
    expect(wrong.json()).toEqual({ correct: false, items: [false, false], completedLevels: null });
    expect(await t.app.db.select().from(gameProgress)).toHaveLength(0);
    expect(await t.app.db.select().from(learningAttempts)).toHaveLength(0);
  });

  it('saves a Premium player the whole game once, however often a level is checked (two tabs)', async () => {
    const { game } = await createAsAdmin(numberLine);
    const subscriber = await loginPremium(t.app);
    const answers = [
      { level: 0, answers: [3, 7] },
      { level: 1, answers: [50, 200] },
    ];
    const responses = await Promise.all(
      [...answers, ...answers].map((payload) => api.check(game.id, payload, subscriber.headers)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await api.get(game.id, subscriber.headers)).json().progress).toEqual({ completedLevels: [0, 1] });
    expect((await api.list('', subscriber.headers)).json().results[0].completedLevels).toBe(2);

    const admin = await loginAs(t.app, 'ADMIN');
    await api.update(
      game.id,
      { ...numberLine, levels: numberLine.levels.slice(0, 1), premiumFromLevel: null },
      admin.headers,
    );
    expect((await api.get(game.id, subscriber.headers)).json().progress).toEqual({ completedLevels: [0] });
  });
});
