import { expect, type Page, test } from '@playwright/test';
import { logIn } from './session';

const teacherEmail = 'nauczyciel@zadania.local';

/** The Warsaw calendar date `days` from today, 'YYYY-MM-DD'. */
const warsawDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(Date.now() + days * 86_400_000));
const isoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
/** '2026-12-05' → 'sobota 5 grudnia'. */
const dayName = (date: string) =>
  new Intl.DateTimeFormat('pl-PL', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
    .format(new Date(`${date}T12:00:00Z`))
    .replace(',', '');
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Saturday of next week: free of the demo teacher's weekday afternoons and of the other tutoring spec's mornings. */
function nextSaturday() {
  const today = warsawDate(0);
  return warsawDate(7 - isoWeekday(today) + 6);
}

async function deleteFromList(page: Page, text: RegExp) {
  await page.getByRole('button', { name: text }).click();
  const dialog = page.getByRole('dialog', { name: 'Usunąć przedział dostępności?' });
  await dialog.getByRole('button', { name: 'Usuń', exact: true }).click();
  await expect(page.getByText('Usunięto!').first()).toBeVisible();
}

test('the teacher adds availability by clicking an hour of the week grid and edits it by keyboard', async ({
  page,
}) => {
  const saturday = nextSaturday();
  const day = dayName(saturday);
  await logIn(page, teacherEmail);
  await page.goto('/account/tutoring');

  const grid = page.getByRole('grid', { name: /^Dostępność w tygodniu / });
  await expect(grid).toBeVisible();
  await page.getByRole('button', { name: 'Następny tydzień' }).click();
  // The demo weekday afternoons (16:00–20:00, weekly from this week's days) are blocks of next week's weekdays.
  await expect(grid.getByRole('button', { name: /^Poniedziałek .*, 16:00–20:00, co tydzień — edytuj$/ })).toBeVisible();

  // A click on Saturday 19:00 opens the dialog with that day and hour.
  await grid.getByRole('button', { name: `Dodaj dostępność: ${day}, 19:00` }).click();
  const addDialog = page.getByRole('dialog', { name: 'Nowy przedział dostępności' });
  await expect(addDialog.getByLabel('Data', { exact: true })).toHaveValue(saturday);
  await expect(addDialog.getByLabel('Od godziny')).toHaveValue(String(19 * 60));
  await expect(addDialog.getByLabel('Do godziny')).toHaveValue(String(20 * 60));
  await addDialog.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(page.getByText('Dodano!').first()).toBeVisible();
  await expect(addDialog).toBeHidden();

  // The block stands where the free hour was, and has the keyboard's focus.
  const block = grid.getByRole('button', { name: `${capitalized(day)}, 19:00–20:00, jednorazowo — edytuj` });
  await expect(block).toBeVisible();
  await expect(block).toBeFocused();
  await expect(grid.getByRole('button', { name: `Dodaj dostępność: ${day}, 19:00` })).toHaveCount(0);

  // Arrow keys leave it and come back; Enter opens it; the times change with the keys alone.
  await page.keyboard.press('ArrowDown');
  await expect(grid.getByRole('button', { name: `Dodaj dostępność: ${day}, 20:00` })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(block).toBeFocused();
  await page.keyboard.press('Enter');
  const editDialog = page.getByRole('dialog', { name: 'Edycja przedziału dostępności' });
  await expect(editDialog.getByLabel('Od godziny')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(editDialog.getByLabel('Do godziny')).toBeFocused();
  for (let step = 0; step < 12; step += 1) await page.keyboard.press('ArrowDown');
  await expect(editDialog.getByLabel('Do godziny')).toHaveValue(String(21 * 60));
  await page.keyboard.press('Tab');
  await expect(editDialog.getByLabel('Powtarzanie')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(editDialog.getByLabel('Powtarzanie')).toHaveValue('WEEK');
  await page.keyboard.press('Tab');
  await expect(editDialog.getByLabel('Powtarzaj do (opcjonalnie)')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Zaktualizowano!').first()).toBeVisible();
  await expect(editDialog).toBeHidden();

  const weekly = grid.getByRole('button', { name: `${capitalized(day)}, 19:00–21:00, co tydzień — edytuj` });
  await expect(weekly).toBeFocused();
  // Weekly now: the Saturday after shows it too, and the list under the grid says so.
  await page.getByRole('button', { name: 'Następny tydzień' }).click();
  await expect(grid.getByRole('button', { name: /^Sobota .*, 19:00–21:00, co tydzień — edytuj$/ })).toBeVisible();
  const listed = new RegExp(
    `^Edytuj: Co tydzień, sobota 19:00–21:00, od ${saturday.slice(8)}\\.${saturday.slice(5, 7)}`,
  );
  await expect(page.getByRole('button', { name: listed })).toBeVisible();

  // Cleaned up for the other specs that book the demo teacher.
  await deleteFromList(page, /^Usuń: Co tydzień, sobota 19:00–21:00/);
  await expect(grid.getByRole('button', { name: /^Sobota .*, 19:00–21:00/ })).toHaveCount(0);
});

test('on a phone the week is a list of days and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, teacherEmail);
  await page.goto('/account/tutoring');
  const days = page.getByRole('list', { name: /^Dostępność w tygodniu / });
  await expect(days).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(days.getByRole('listitem')).toHaveCount(7);
  await expect(days.getByRole('button', { name: /^Dodaj dostępność: / })).toHaveCount(7);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
