import { expect, test } from '@playwright/test';

test('a student finds a solved task through their coursebook, its chapter and page 54', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/resources/books?publisher=Nowa%20Era');
  await page.getByRole('link', { name: 'Matematyka 2. Zakres podstawowy' }).click();
  await expect(page).toHaveURL(/\/resources\/books\/matematyka-2-zakres-podstawowy/);
  await expect(page.getByRole('heading', { level: 1, name: 'Matematyka 2. Zakres podstawowy' })).toBeVisible();

  // The chapter opens to its pages; page 54 lists the tasks of its exercises.
  const pageButton = page.getByRole('button', { name: 'Strona 54', exact: true });
  if (!(await pageButton.isVisible())) {
    await page.getByRole('button', { name: /Rozwiń: .*Funkcje i ich własności/ }).click();
  }
  await pageButton.click();
  await expect(page).toHaveURL(/node=/);
  const tasks = page.getByRole('region', { name: 'Zadania: Strona 54' }).getByRole('listitem');
  await expect(tasks.getByRole('link')).toHaveCount(4);

  // The first task opens with its solution.
  const first = tasks.getByRole('link').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(href ?? /\/homeworks\//);
  await expect(page.getByRole('link', { name: 'Wróć do listy zadań' })).toBeVisible();

  // The task names its place in the book and leads back to it.
  await page.getByRole('link', { name: /^Matematyka 2\. Zakres podstawowy · / }).click();
  await expect(page).toHaveURL(/\/resources\/books\/matematyka-2-zakres-podstawowy\?node=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Matematyka 2. Zakres podstawowy' })).toBeVisible();
});
