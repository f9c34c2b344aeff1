import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { numberLineTickValue, type TGame, type TGameList } from '@zadania/shared';
import { demoPassword, logIn } from './session';

type TLine = NonNullable<TGame['levels'][number]['numberLine']>;

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password: demoPassword } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The seeded demo number line ("Oś liczbowa", 5 levels, Premium from level 4) as `token`'s owner sees it. */
async function demoNumberLine(request: APIRequestContext, token: string): Promise<TGame> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await request.get('/api/game', { headers })).json()) as TGameList;
  const summary = list.results.find((game) => game.type === 'NumberLine' && game.name === 'Oś liczbowa');
  expect(summary, 'the demo number line is seeded').toBeDefined();
  const response = await request.get(`/api/game/${summary?.id}`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as TGame;
}

/** The slot (its index in `slots`) where a chip's number belongs: the tick that carries it. */
const slotOf = (line: TLine, value: number) =>
  line.slots.findIndex((tick) => numberLineTickValue(line, tick) === value);

/** What has focus: a chip's number, a slot's index, or neither. */
const focusedGameElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      chip: active?.dataset.value === undefined ? null : Number(active.dataset.value),
      slot: active?.dataset.slotIndex === undefined ? null : Number(active.dataset.slotIndex),
    };
  });

/**
 * Plays one number-line level with the keyboard alone: Tab to the first chip; for each chip Enter (focus goes to
 * the first empty slot), arrows to the chip's slot, Enter (focus goes to the next chip); then Enter on 'Sprawdź'.
 */
async function playLevelWithKeyboard(page: Page, line: TLine) {
  for (let presses = 0; (await focusedGameElement(page)).chip === null; presses += 1) {
    expect(presses, 'Tab reaches the first chip').toBeLessThan(60);
    await page.keyboard.press('Tab');
  }
  for (let placed = 0; placed < line.slots.length; placed += 1) {
    const { chip } = await focusedGameElement(page);
    expect(chip, 'a chip has focus').not.toBeNull();
    const target = slotOf(line, chip as number);
    await page.keyboard.press('Enter');
    for (let moves = 0; ; moves += 1) {
      const { slot } = await focusedGameElement(page);
      expect(slot, 'a slot has focus').not.toBeNull();
      if (slot === target) break;
      expect(moves).toBeLessThan(line.tickCount);
      const here = line.slots[slot as number] as number;
      await page.keyboard.press(here < (line.slots[target] as number) ? 'ArrowRight' : 'ArrowLeft');
    }
    await page.keyboard.press('Enter');
  }
  const check = page.getByRole('button', { name: 'Sprawdź' });
  await expect(check).toBeFocused();
  await page.keyboard.press('Enter');
}

test('a child with Premium plays the number line through all five levels with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const game = await demoNumberLine(request, await apiToken(request, 'admin@zadania.local'));
  expect(game.levels).toHaveLength(5);
  expect(game.levels.every((level) => !level.locked)).toBe(true);

  // The reward is drawn, not refused: nothing the page does breaks its Content-Security-Policy.
  const refusedByPolicy: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      refusedByPolicy.push(message.text());
  });
  await logIn(page, 'admin@zadania.local');
  await page.goto(`/exercises/${game.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Oś liczbowa' })).toBeVisible();
  await expect(page).toHaveTitle(/Oś liczbowa/);

  for (const [index, level] of game.levels.entries()) {
    const last = index === game.levels.length - 1;
    await expect(page.getByRole('heading', { name: `Poziom ${index + 1} z 5` })).toBeVisible();
    await playLevelWithKeyboard(page, level.numberLine as TLine);
    const next = page.getByRole('button', { name: last ? 'Zakończ' : 'Następny poziom' });
    await expect(next).toBeFocused();
    await expect(page.getByTestId('level-result')).toHaveText('Brawo! Wszystkie odpowiedzi są poprawne.');
    // Confetti: canvas-confetti's own canvas over the page while it falls.
    if (index === 0) await expect(page.locator('body > canvas')).toHaveCount(1);
    await page.keyboard.press('Enter');
  }
  expect(refusedByPolicy).toEqual([]);

  const congratulations = 'Gratulacje! Wszystkie poziomy ukończone!';
  await expect(page.getByTestId('game-finished')).toContainText(congratulations);
  await expect(page.getByRole('alert').filter({ hasText: congratulations })).toBeVisible();

  // The progress is saved: the list shows every level done.
  await page.goto('/exercises');
  await expect(page.getByRole('article', { name: 'Oś liczbowa' })).toContainText('Ukończone poziomy: 5 z 5');
});

test('a student without Premium plays the free levels on a phone and meets the subscription notice at level 4', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'uczen@zadania.local');
  const game = await demoNumberLine(request, token);
  expect(game.levels.map((level) => level.locked)).toEqual([false, false, false, true, true]);
  // The server refuses the Premium level too.
  const refused = await request.post(`/api/game/${game.id}/check`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { level: 3, answers: [null, null, null] },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Aby kontynuować musisz posiadać Konto Premium!',
  );

  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await logIn(page, 'uczen@zadania.local');
  await page.goto('/exercises');
  await page.getByRole('article', { name: 'Oś liczbowa' }).getByRole('link', { name: 'Oś liczbowa' }).tap();
  await expect(page).toHaveURL(new RegExp(`/exercises/${game.id}$`));

  for (const [index, level] of game.levels.slice(0, 3).entries()) {
    const line = level.numberLine as TLine;
    await expect(page.getByRole('heading', { name: `Poziom ${index + 1} z 5` })).toBeVisible();
    for (const value of line.choices) {
      await page.locator(`button[data-value="${value}"]`).tap();
      await page.locator(`button[data-slot-index="${slotOf(line, value)}"]`).tap();
    }
    await page.getByRole('button', { name: 'Sprawdź' }).tap();
    await expect(page.getByTestId('level-result')).toHaveText('Brawo! Wszystkie odpowiedzi są poprawne.');
    await page.getByRole('button', { name: 'Następny poziom' }).tap();
  }

  const notice = page.getByTestId('game-locked');
  await expect(page.getByRole('heading', { name: 'Poziom 4 z 5' })).toBeVisible();
  await expect(notice).toContainText('Wymagana subskrypcja!');
  await expect(notice).toContainText('Aby kontynuować musisz posiadać Konto Premium!');
  // Nothing of the exercise is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await notice.getByRole('link', { name: 'Zobacz Konto Premium' }).tap();
  await expect(page).toHaveURL(/\/subscription$/);
  await context.close();
});
