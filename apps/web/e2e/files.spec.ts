import { expect, test } from '@playwright/test';
import { buildPng } from './png-fixture';
import { logIn } from './session';

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
