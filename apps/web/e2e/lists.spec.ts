import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsPremiumStudent } from './premium';
import { createConfirmedAccount, logIn } from './session';

const resultsHeading = (page: Page) => page.getByRole('heading', { name: /^Wyniki \(\d+\)$/ });

/** The catalogue's total once its first page has loaded (the heading says 0 until then). */
async function resultsTotal(page: Page): Promise<number> {
  await expect(page.getByRole('article').first()).toBeVisible();
  return Number(/\((\d+)\)/.exec((await resultsHeading(page).textContent()) ?? '')?.[1]);
}

/** A task card's title: its first link, which also names the card. */
async function cardTitle(card: Locator): Promise<string> {
  return ((await card.getByRole('link').first().textContent()) ?? '').trim();
}

/** The titles of the task cards in a region, in the order shown. */
async function shownTitles(region: Locator): Promise<string[]> {
  const cards = await region.getByRole('article').all();
  return Promise.all(cards.map(cardTitle));
}

test('a Premium student makes a list, adds three tasks from the catalogue, reorders them, and a hidden task leaves the catalogue', async ({
  page,
  request,
}) => {
  // A long flow (buying Premium, three tasks, a reorder, the catalogue twice): on the 2-core CI machine it nears a minute.
  test.setTimeout(120_000);
  await signInAsPremiumStudent(page, request);

  // 'Moje listy' from the user menu; 'Nowa lista' opens the new list.
  await page.getByRole('button', { name: 'Menu użytkownika' }).click();
  await page.getByRole('menuitem', { name: 'Moje listy' }).click();
  await expect(page).toHaveURL(/\/account\/lists$/);
  await page.getByRole('button', { name: 'Nowa lista' }).click();
  const form = page.getByRole('dialog', { name: 'Nowa lista' });
  await form.getByLabel('Nazwa').fill('Powtórka przed maturą');
  await form.getByLabel('Opis').fill('Trzy zadania na piątek');
  await form.getByRole('button', { name: 'Utwórz' }).click();
  await expect(page.getByText('Utworzono!')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/lists\/[0-9a-f-]{36}$/);
  const listUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Powtórka przed maturą' })).toBeVisible();
  await expect(page.getByText('Ta lista jest pusta.', { exact: false })).toBeVisible();

  // Three tasks from the catalogue's first page, each through its 'Dodaj do listy' menu.
  await page.goto('/homeworks');
  await expect(resultsHeading(page)).toBeVisible();
  const titles: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const card = page.getByRole('article').nth(index);
    const title = await cardTitle(card);
    titles.push(title);
    await card.getByRole('button', { name: `Dodaj do listy: ${title}` }).click();
    const menu = page.getByRole('dialog', { name: `Dodaj do listy: ${title}` });
    const box = menu.getByRole('checkbox', { name: 'Powtórka przed maturą' });
    await expect(box).not.toBeChecked();
    await box.click();
    await expect(box).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  expect(new Set(titles).size).toBe(3);
  const [first, second, third] = titles as [string, string, string];

  // The list page: the cards in the order added; the first one moved down from the keyboard.
  await page.goto(listUrl);
  const tasks = page.getByRole('region', { name: 'Zadania na liście' });
  await expect(tasks.getByRole('article')).toHaveCount(3);
  expect(await shownTitles(tasks)).toEqual([first, second, third]);
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/api/favorite/reorder-homeworks') && response.ok(),
  );
  await tasks.getByRole('button', { name: `Przesuń niżej: ${first}` }).focus();
  await page.keyboard.press('Enter');
  await stored;
  await expect.poll(() => shownTitles(tasks)).toEqual([second, first, third]);
  await expect(tasks.getByRole('button', { name: `Przesuń niżej: ${first}` })).toBeFocused();
  await page.reload();
  await expect(tasks.getByRole('article')).toHaveCount(3);
  expect(await shownTitles(tasks)).toEqual([second, first, third]);

  // 'Pokaż w katalogu': the catalogue narrowed to the list, in the list's order.
  await page.getByRole('link', { name: 'Pokaż w katalogu' }).click();
  await expect(page).toHaveURL(/\/homeworks\?favoriteId=[0-9a-f-]{36}$/);
  await expect(page.getByText('Lista: Powtórka przed maturą')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wyniki (3)' })).toBeVisible();
  await expect(page.getByLabel('Sortuj')).toHaveValue('favorite:ASC');
  await expect.poll(() => shownTitles(page.getByRole('main'))).toEqual([second, first, third]);

  // Hidden means hidden: 'Ukryj' ('Ukryto!') takes the task out of the catalogue at once; switching 'Ukryj ukryte'
  // off shows it again, with 'Przywróć'.
  await page.goto('/homeworks');
  const totalBefore = await resultsTotal(page);
  const hiddenCard = page.getByRole('article', { name: third });
  await hiddenCard.getByRole('button', { name: `Ukryj: ${third}` }).click();
  await expect(page.getByText('Ukryto!')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Wyniki (${totalBefore - 1})` })).toBeVisible();
  await expect(page.getByRole('article', { name: third })).toHaveCount(0);
  await expect(page.getByRole('article', { name: first })).toBeVisible();
  await page.getByRole('complementary', { name: 'Filtry' }).getByRole('switch', { name: 'Ukryj ukryte' }).click();
  await expect(page).toHaveURL(/[?&]hideHidden=false/);
  await expect(page.getByRole('heading', { name: `Wyniki (${totalBefore})` })).toBeVisible();
  await expect(hiddenCard.getByRole('button', { name: `Przywróć: ${third}` })).toBeVisible();
});

test("a student without Premium sees 'Funkcja Premium' instead of a new list", async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  await logIn(page, account.email, account.password);
  await page.goto('/account/lists');
  await expect(page.getByRole('heading', { level: 1, name: 'Moje listy' })).toBeVisible();
  await page.getByRole('button', { name: 'Nowa lista' }).click();
  await expect(page.getByText('Funkcja Premium')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Nowa lista' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Zobacz Konto Premium' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});
