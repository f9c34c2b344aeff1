import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of the given size: a gradient with noise in the blue channel (it hardly compresses). */
function buildPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    for (let x = 0; x < width; x += 1) {
      row[1 + x * 3] = Math.round((x / width) * 255);
      row[2 + x * 3] = Math.round((y / height) * 255);
      row[3 + x * 3] = randomInt(256);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByRole('button', { name: 'Menu użytkownika' })).toBeVisible();
}

const draftWritten = (page: Page, text: string) =>
  page.waitForFunction(
    (expected) =>
      Object.keys(localStorage).some(
        (key) => key.startsWith('zadania.homeworkDraft.') && (localStorage.getItem(key) ?? '').includes(expected),
      ),
    text,
  );

test('a teacher writes a closed task with a formula and a solution image, saves it and sends it to review', async ({
  page,
}) => {
  await logIn(page, 'nauczyciel@zadania.local', 'demo12345');
  await page.goto('/homeworks');
  await page.getByRole('link', { name: 'Dodaj zadanie' }).click();
  await expect(page).toHaveURL(/\/homeworks\/save$/);
  await expect(page.getByRole('heading', { name: 'Nowe zadanie', level: 1 })).toBeVisible();

  // The description with an inline formula.
  const description = page.getByRole('textbox', { name: 'Edytor treści zadania' });
  await description.click();
  await page.keyboard.type('Rozwiąż równanie ');
  await page.getByRole('button', { name: 'Wzór w tekście' }).first().click();
  const tex = page.getByRole('textbox', { name: 'Kod TeX wzoru' });
  await expect(tex).toBeFocused();
  await tex.fill('x^2 = 4');
  await tex.press('Escape');
  await expect(description.locator('.zadania-math-inline annotation')).toHaveText('x^2 = 4');

  // Two closed answers, the second one correct.
  await page.getByRole('textbox', { name: 'Odpowiedź A' }).click();
  await page.keyboard.type('x = 1');
  await page.getByRole('textbox', { name: 'Odpowiedź B' }).click();
  await page.keyboard.type('x = 2');
  await page.getByRole('checkbox', { name: 'Odpowiedź B jest poprawna' }).check();

  // A reload mid-way brings the draft back.
  await draftWritten(page, 'x = 2');
  await page.reload();
  await expect(page.getByText('Przywrócono szkic')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Edytor treści zadania' })).toContainText('Rozwiąż równanie');
  await expect(page.getByRole('textbox', { name: 'Odpowiedź B' })).toContainText('x = 2');
  await expect(page.getByRole('checkbox', { name: 'Odpowiedź B jest poprawna' })).toBeChecked();

  // Level and a domain.
  await page.getByRole('combobox', { name: /^Poziom/ }).selectOption('HIGH_SCHOOL');
  await page.getByRole('combobox', { name: 'Dziedziny' }).click();
  const domain = page.getByRole('listbox', { name: 'Dziedziny' }).getByRole('option').first();
  const domainName = (await domain.textContent())?.trim() ?? '';
  await domain.click();
  await page.keyboard.press('Escape');
  expect(domainName).not.toBe('');

  // A solution image, uploaded with the field's own progress rows.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Wybierz pliki' }).first().click();
  const imageName = `rozwiazanie-${Date.now().toString(36)}.png`;
  await (await chooser).setFiles({ name: imageName, mimeType: 'image/png', buffer: buildPng(64, 64) });
  await expect(page.getByRole('list', { name: 'Przesłane pliki' }).getByText(imageName)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Przesłane pliki' }).getByRole('img', { name: 'Przesłano' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Utwórz zadanie' }).click();
  await expect(page.getByText('Utworzono!')).toBeVisible();
  await expect(page).toHaveURL(/\/homeworks\/(?!save)[^/]+$/);
  await expect(page.getByText('Rozwiąż równanie').first()).toBeVisible();

  // The author edits it and sends it to review; the button goes away while the review is pending.
  await page.getByRole('link', { name: 'Edytuj' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByText('Przywrócono szkic')).toHaveCount(0);
  await page.getByRole('button', { name: 'Wyślij do recenzji' }).click();
  await expect(page.getByText('Przesłano do weryfikacji')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wyślij do recenzji' })).toHaveCount(0);
});
