import { expect, type Page, test } from '@playwright/test';
import { logIn } from './session';

/** An item of the paper by its number ('Zadanie 1', not 'Zadanie 10'). */
const item = (page: Page, n: number) => page.getByRole('region', { name: `Zadanie ${n}`, exact: true });

// A phone: the paper, its sticky clock and the result must work at 390 px.
test.use({ viewport: { width: 390, height: 844 } });

test('a student solves the E8 mock against the clock, reloads, hands it in and sees the result by requirement', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logIn(page, 'uczen@zadania.local');

  await page.goto('/exams/arkusz-probny-egzamin-osmoklasisty-matematyka-1');
  const card = page.getByRole('region', { name: 'Rozwiąż arkusz na czas' });
  await expect(card.getByTestId('mock-paper-facts')).toHaveText('125 minut, 21 zadań, 30 punktów, bez kalkulatora');
  await expect(card.getByRole('checkbox', { name: 'Wydłużony czas (np. dysleksja): 190 minut' })).not.toBeChecked();
  await card.getByRole('button', { name: 'Rozpocznij arkusz' }).click();
  await expect(page).toHaveURL(/\/mock\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('timer', { name: 'Pozostały czas' })).toHaveText(/^12[45]:[0-5]\d$/);

  // A closed item, chosen from the keyboard.
  const closed = item(page, 1);
  await closed.getByRole('radio', { name: /^A\./ }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(closed.getByRole('radio', { name: /^C\./ })).toBeChecked();
  // A P/F item: a pair per statement.
  const trueFalse = item(page, 2);
  await trueFalse
    .getByRole('radiogroup', { name: /Zdanie 1/ })
    .getByRole('radio', { name: 'F – fałsz' })
    .check();
  await trueFalse
    .getByRole('radiogroup', { name: /Zdanie 2/ })
    .getByRole('radio', { name: 'P – prawda' })
    .check();
  // An open item's final answer alone.
  const open = item(page, 16);
  await expect(open.getByText(/za sam wynik bez rozwiązania nie ma punktów/)).toBeVisible();
  await open.getByRole('textbox', { name: 'Odpowiedź końcowa' }).fill('81');
  const status = page.getByTestId('save-status');
  await expect(status).toHaveText('Zapisywanie…');
  await expect(status).toHaveText('Zapisano');
  await expect(page.getByText('Odpowiedzi: 3 z 21')).toBeVisible();

  // A reload shows what the server saved.
  await page.reload();
  await expect(item(page, 1).getByRole('radio', { name: /^C\./ })).toBeChecked();
  await expect(
    item(page, 2)
      .getByRole('radiogroup', { name: /Zdanie 1/ })
      .getByRole('radio', { name: 'F – fałsz' }),
  ).toBeChecked();
  await expect(item(page, 16).getByRole('textbox', { name: 'Odpowiedź końcowa' })).toHaveValue('81');

  // Handed in after the confirmation, which counts what is left unanswered.
  await page.getByRole('button', { name: 'Oddaj arkusz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Oddać arkusz?' });
  await expect(dialog.getByText('Zadania bez pełnej odpowiedzi: 18 z 21.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Tak, oddaję arkusz' }).click();

  // The result: C and F/P are right; the bare final answer earns no points and is left to self-assessment.
  await expect(page.getByRole('heading', { name: 'Wynik arkusza' })).toBeFocused();
  await expect(page.getByTestId('mock-score')).toHaveText('2 / 30 pkt (7 %)');
  await expect(page.getByTestId('mock-forecast')).toContainText(
    /Prognoza wyniku na egzaminie: \d+ % \(przedział 80 %: \d+–\d+ %\)/,
  );
  const requirements = page.getByTestId('mock-requirements').getByRole('listitem');
  expect(await requirements.count()).toBeGreaterThanOrEqual(5);
  await expect(requirements.first()).toContainText(/stracone: [1-9]/);
  await expect(requirements.first().getByRole('link', { name: /^Ćwicz to wymaganie: / })).toHaveAttribute(
    'href',
    /^\/homeworks\?requirements=PP2017%3ASP/,
  );
  await expect(page.getByText(/^Nie liczone automatycznie: porównaj z rozwiązaniem wzorcowym/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rozpocznij sesję ćwiczeń' })).toHaveAttribute('href', '/learn/session');

  // The same address keeps the result.
  await page.reload();
  await expect(page.getByTestId('mock-score')).toHaveText('2 / 30 pkt (7 %)');
});

test('a mock attempt left is found again on the exam page, handed in, and its proof self-assessed', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logIn(page, 'uczen@zadania.local');
  const exam = '/exams/arkusz-probny-egzamin-osmoklasisty-matematyka-2';

  await page.goto(exam);
  const card = page.getByRole('region', { name: 'Rozwiąż arkusz na czas' });
  await card.getByRole('button', { name: 'Rozpocznij arkusz' }).click();
  await expect(page).toHaveURL(/\/mock\/[0-9a-f-]{36}$/);
  const attemptUrl = page.url();
  // The proof asks for the reasoning in one field; its rubric (the proof) is not on the page.
  const proof = item(page, 18);
  await expect(proof.getByRole('textbox', { name: 'Twoje rozwiązanie (uzasadnienie lub dowód)' })).toBeVisible();
  await expect(proof.getByText(/9\(a-b\)/)).toHaveCount(0);
  await proof.getByRole('button', { name: 'Wróć do tego' }).click();
  await item(page, 1).getByRole('radio', { name: /^A\./ }).check();
  await expect(page.getByTestId('save-status')).toHaveText('Zapisano');

  // Left, and found again on the exam page: the attempt in progress, not a new one.
  await page.goto(exam);
  await card.getByRole('link', { name: 'Wróć do arkusza', exact: true }).click();
  await expect(page).toHaveURL(attemptUrl);
  await expect(item(page, 18).getByRole('button', { name: 'Wróć do tego' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Oddaj arkusz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Oddać arkusz?' });
  await expect(dialog.getByTestId('mock-confirm-flagged').getByRole('button', { name: 'Zadanie 18' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Tak, oddaję arkusz' }).click();
  await expect(page.getByRole('heading', { name: 'Wynik arkusza' })).toBeFocused();
  await expect(page.getByTestId('mock-forecast-why')).toContainText(/^Prognoza jest/);

  // The self-assessed points, entered against the rubric and counted apart.
  const form = page.getByTestId('self-assessment-18');
  await form.getByRole('checkbox', { name: 'Krok 1: 1 pkt' }).check();
  await form.getByRole('button', { name: 'Zapisz samoocenę' }).click();
  await expect(form.getByText('Zapisano samoocenę: 1 / 2 pkt.')).toBeVisible();
  await expect(page.getByTestId('mock-self-assessed')).toHaveText(
    'Samoocena: 1 / 2 pkt (liczona osobno, poza wynikiem i prognozą)',
  );

  // The exam page lists it with its result and the self-assessed points.
  await page.goto(exam);
  await expect(card.getByTestId('mock-attempt').first()).toContainText('samoocena 1 / 2 pkt');
  await expect(card.getByRole('link', { name: /^Zobacz wynik: / }).first()).toHaveAttribute(
    'href',
    new URL(attemptUrl).pathname,
  );
});
