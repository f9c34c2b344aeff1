import { expect, type Locator, test } from '@playwright/test';
import { logIn } from './session';

/*
 * Issue 57: the maths field speaks Polish. On the demo task whose answer is the roots 1/2 and 3, a pupil types them
 * as on paper, on the keyboard (`{1/2;3}`: the `;` leaves the fraction; `x=1/2 lub x=3`) and on the phone's keys
 * (braces, `;`, the return key), and is told each is right.
 */
test('the roots typed as on paper, on the keyboard and on the Polish maths keys, are right', async ({ page }) => {
  await logIn(page, 'uczen@zadania.local');
  await page.goto('/homeworks/rownanie-kwadratowe-z-delta-dodatnia');
  const panel = page.getByRole('region', { name: 'Sprawdź swoją odpowiedź' });
  await expect(panel.getByText('Rozwiązania oddziel średnikiem albo słowem „lub”', { exact: false })).toBeVisible();
  await panel.getByRole('button', { name: 'Wpisz odpowiedź' }).click();
  const field = panel.locator('math-field');
  await expect(field).toBeFocused();
  const verdict = panel.getByTestId('answer-check-status');
  const fieldValue = () => field.evaluate((element) => (element as HTMLElement & { value: string }).value);
  const clear = async () => {
    await field.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await expect.poll(fieldValue).toBe('');
  };

  await page.keyboard.type('{1/2;3}');
  await expect.poll(fieldValue).toBe(String.raw`\lbrace\frac12;3\rbrace`);
  await page.keyboard.press('Enter');
  await expect(verdict).toHaveText('Dobrze! To poprawna odpowiedź.');

  await clear();
  await page.keyboard.type('x=1/2lub x=3');
  await expect.poll(fieldValue).toBe(String.raw`x=\frac12\;\mathrm{lub}\;x=3`);
  await page.keyboard.press('Enter');
  await expect(verdict).toHaveText('Dobrze! To poprawna odpowiedź.');

  // The phone's keyboard (opened here with the field's keyboard button): its own keys, and its return key checks.
  await clear();
  await field.locator('[part=virtual-keyboard-toggle]').click();
  const keys = page.locator('.MLK__layer.is-visible');
  const key = (label: string): Locator => keys.locator(`[aria-label="${label}"]`);
  for (const label of ['{', '1', '&divide;', '2', ';', '3', '}']) await key(label).click();
  await expect.poll(fieldValue).toBe(String.raw`\lbrace\frac12;3\rbrace`);
  await keys.locator('[data-command*="commit"]').click();
  await expect(verdict).toHaveText('Dobrze! To poprawna odpowiedź.');
});
