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

test('a student uploads a PNG with progress, previews it, zooms, rotates and deletes it', async ({ page }) => {
  await logIn(page, 'uczen@zadania.local', 'demo12345');
  await page.getByRole('button', { name: 'Menu użytkownika' }).click();
  await page.getByRole('menuitem', { name: 'Moje pliki' }).click();
  await expect(page).toHaveURL(/\/account\/files$/);
  await expect(page.getByRole('heading', { name: 'Moje pliki', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Wykorzystano .+ z .+$/)).toBeVisible();
  await expect(page.getByLabel('Rodzaj pliku')).toHaveValue('PRIVATE');

  // A slow uplink (about 64 KB/s) for a ~110 KB image, so that the upload takes a moment and its
  // progress can be seen moving; the noise in the pixels keeps the PNG from compressing.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  });

  const name = `wykres-${Date.now().toString(36)}.png`;
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Wybierz pliki' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: buildPng(192, 192) });

  const uploads = page.getByRole('list', { name: 'Przesłane pliki' });
  const progress = uploads.getByRole('progressbar', { name: `Postęp przesyłania pliku ${name}` });
  const percent = uploads.getByTestId('upload-percent');
  await expect(progress).toBeAttached();
  await expect(percent).toBeVisible();
  await expect(uploads.getByRole('button', { name: `Przerwij przesyłanie pliku ${name}` })).toBeVisible();
  // Part of the way: the bar and its percentage move between 0 and 100.
  await expect(percent).toHaveText(/^([1-9]|[1-9]\d)%$/);
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', /^([1-9]|[1-9]\d)$/);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(progress).toHaveCount(0);
  await expect(uploads.getByRole('img', { name: 'Przesłano' })).toBeVisible();
  await expect(page.getByText('Plik został przesłany')).toBeVisible();

  // The list of own files shows it too.
  const files = page.getByRole('list', { name: 'Twoje pliki' });
  await expect(files.getByText(name)).toBeVisible();

  await files.getByRole('button', { name: `Opcje pliku ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Podgląd' }).click();
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer).toBeVisible();
  const image = viewer.getByRole('img', { name });
  // Loaded through the signed preview URL: a small image is shown at its natural size.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(192);
  const zoom = viewer.locator('[aria-live="polite"]');
  await expect(zoom).toHaveText('100%');
  await viewer.getByRole('button', { name: 'Powiększ' }).click();
  await expect(zoom).toHaveText('110%');
  await expect(image).toHaveAttribute('style', /scale\(1\.1\)/);
  await viewer.getByRole('button', { name: 'Obróć w prawo' }).click();
  await expect(image).toHaveAttribute('style', /rotate\(90deg\)/);
  await viewer.getByRole('button', { name: 'Zamknij' }).click();
  await expect(viewer).toBeHidden();

  await files.getByRole('button', { name: `Opcje pliku ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Usuń' }).click();
  const confirm = page.getByRole('dialog', { name: 'Usunąć plik?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Usuń plik' }).click();
  await expect(page.getByText('Usunięto!')).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByText('Brak plików.')).toBeVisible();
});
