import { expect, test } from '@playwright/test';
import { createConfirmedAccount, logIn } from './session';

test('a new student answers a session of 10, sees the explanation after a mistake and the map fill, and the home keeps the streak', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const student = await createConfirmedAccount(request);
  await logIn(page, student.email, student.password);

  // The home of a signed-in student is where to learn next, not the sign-up pitch.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Twoja nauka', level: 1 })).toBeVisible();
  await expect(page.getByTestId('reviews-due')).toHaveText('Na dziś nie masz powtórek. Możesz poćwiczyć nowe tematy.');
  await expect(page.getByRole('button', { name: 'Załóż darmowe konto' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Rozpocznij sesję' }).click();
  await expect(page).toHaveURL(/\/learn\/session\/[0-9a-f-]{36}$/);

  let sawExplanation = false;
  for (let position = 1; position <= 10; position += 1) {
    await expect(page.getByRole('heading', { name: `Zadanie ${position} z 10` })).toBeFocused();
    const choices = page.getByRole('radiogroup', { name: 'Wybierz odpowiedź' });
    if (await choices.isVisible()) {
      // Keyboard alone: into the group, an arrow picks a choice, Enter sends.
      await choices.getByRole('radio').first().focus();
      await page.keyboard.press('Space');
      await expect(choices.getByRole('radio').first()).toBeChecked();
    } else {
      await page.getByRole('textbox', { name: /Twoja odpowiedź/ }).fill('0');
    }
    await page.getByRole('button', { name: 'Sprawdź' }).click();
    const feedback = page.getByRole('status').filter({ hasText: /poprawna odpowiedź/ });
    await expect(feedback).toBeVisible();
    if ((await feedback.textContent())?.includes('Niestety')) {
      // A wrong answer: the right one and, where the task has them, the solution's steps.
      await expect(page.getByText('Poprawna odpowiedź', { exact: true })).toBeVisible();
      sawExplanation = true;
    }
    const onward = page.getByRole('button', { name: position === 10 ? 'Zakończ sesję' : 'Następne zadanie' });
    await expect(onward).toBeFocused();
    await page.keyboard.press('Enter');
  }
  expect(sawExplanation).toBe(true);
  await expect(page.getByTestId('session-summary')).toContainText('z 10.');

  // The map now holds the concepts of the session, each with its level written out.
  await page.getByRole('link', { name: 'Mapa umiejętności' }).click();
  await expect(page).toHaveURL(/\/learn\/map$/);
  await expect(page.getByTestId('map-concept').first()).toBeVisible();
  expect(await page.getByTestId('map-concept').count()).toBeGreaterThanOrEqual(3);

  // Back home: a day of practice started the streak.
  await page.goto('/');
  await expect(page.getByTestId('streak')).toHaveText('1 dzień nauki z rzędu');
});

test('the demo student, back after a few days, sees the reviews due today and starts them', async ({ page }) => {
  // The demo's student has three weeks of answers behind them (seed-demo-learning.ts), none in the last day.
  await logIn(page, 'uczen@zadania.local');
  await page.goto('/');
  await expect(page.getByTestId('reviews-due')).toHaveText(
    /^\d+ (pojęcie czeka|pojęcia czekają|pojęć czeka) na powtórkę$/,
  );
  await page.getByRole('link', { name: 'Mapa umiejętności' }).click();
  await expect(page).toHaveURL(/\/learn\/map$/);
  // Each of the six concepts practised, with its level written out.
  await expect(page.getByTestId('map-concept').nth(5)).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'Zacznij powtórkę' }).click();
  await expect(page).toHaveURL(/\/learn\/session\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Zadanie 1 z \d+$/ })).toBeFocused();
});
