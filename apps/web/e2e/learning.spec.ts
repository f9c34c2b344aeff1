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

test('a new pupil of klasa 8 picks the egzamin ósmoklasisty, takes the diagnostic and is offered only klasy 4–8 topics', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The demo concepts of the curriculum's klasy 4–8 (seed/demo-content/concept-requirements.ts).
  const primaryConcepts = new Set([
    'Arytmetyka',
    'Algebra',
    'Geometria płaska',
    'Stereometria',
    'Rachunek prawdopodobieństwa i statystyka',
    'Twierdzenie Pitagorasa',
    'Wzory skróconego mnożenia',
    'Twierdzenie o sumie kątów trójkąta',
    'Równanie liniowe',
    'Procent',
    'Procenty',
    'Ułamek zwykły',
    'Największy wspólny dzielnik (NWD)',
    'Najmniejsza wspólna wielokrotność (NWW)',
    'Liczba pierwsza',
    'Prawdopodobieństwo klasyczne',
    'Średnia arytmetyczna',
    'Zadanie tekstowe',
    'Kombinatoryka',
    'Pole i obwód',
  ]);
  const student = await createConfirmedAccount(request);
  await logIn(page, student.email, student.password);
  await page.goto('/');

  const step = page.getByTestId('learning-onboarding');
  await expect(step.getByRole('heading', { name: 'Do czego się przygotowujesz?' })).toBeVisible();
  await step.getByRole('combobox', { name: 'Klasa' }).selectOption('SP8');
  await expect(step.getByRole('radio', { name: 'Egzamin ósmoklasisty' })).toBeChecked();
  await expect(step.getByRole('radio', { name: 'Matura podstawowa' })).toHaveCount(0);
  const year = await step.getByRole('combobox', { name: 'Rok egzaminu' }).inputValue();
  await step.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByTestId('learning-profile')).toHaveText(
    `Klasa 8 szkoły podstawowej, cel: Egzamin ósmoklasisty ${year}`,
  );

  await page.getByRole('button', { name: 'Rozpocznij test' }).click();
  await expect(page).toHaveURL(/\/learn\/session\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Test diagnostyczny', level: 1 })).toBeVisible();
  for (let position = 1; position <= 10; position += 1) {
    await expect(page.getByRole('heading', { name: `Zadanie ${position} z 10` })).toBeFocused();
    await expect(page.getByRole('progressbar', { name: 'Postęp sesji' })).toHaveAttribute(
      'aria-valuetext',
      `Zadanie ${position} z 10`,
    );
    await page.getByRole('textbox', { name: /Twoja odpowiedź/ }).fill('0');
    await page.getByRole('button', { name: 'Sprawdź' }).click();
    await expect(page.getByRole('status').filter({ hasText: /poprawna odpowiedź/ })).toBeVisible();
    await page.getByRole('button', { name: position === 10 ? 'Zakończ sesję' : 'Następne zadanie' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Koniec testu' })).toBeVisible();

  // "Co dalej": only klasy 4–8 concepts, the same after a reload, each leading to practice of the concept.
  await page.goto('/');
  const next = page.getByRole('region', { name: 'Co dalej' }).getByRole('link');
  await expect(next.first()).toBeVisible();
  const names = await next.allTextContents();
  for (const name of names) expect(primaryConcepts, name).toContain(name);
  for (const href of await next.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/learn\/session\?concept=[0-9a-f-]{36}$/);
  }
  await page.reload();
  await expect(next.first()).toBeVisible();
  expect(await next.allTextContents()).toEqual(names);
});
