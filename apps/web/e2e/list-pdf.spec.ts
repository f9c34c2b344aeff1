import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { signInAsPremiumStudent } from './premium';

const run = promisify(execFile);

test('a Premium student prints a list of three tasks as a worksheet: progress, then PdfReady, then the PDF downloads with every task and the answer key', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAsPremiumStudent(page, request);

  // The list, made through the API with the page's own session.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/favorite', {
    headers,
    data: { name: 'Powtórka przed maturą', description: '' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const listId: string = (await created.json()).favorite.id;
  const catalogue = await request.get('/api/homework?pageSize=10', { headers });
  expect(catalogue.status(), await catalogue.text()).toBe(200);
  const tasks: { id: string }[] = (await catalogue.json()).results.slice(0, 3);
  expect(tasks).toHaveLength(3);
  for (const task of tasks) {
    const added = await request.post(`/api/favorite/${listId}/homework`, { headers, data: { id: task.id } });
    expect(added.status(), await added.text()).toBe(200);
  }

  await page.goto(`/account/lists/${listId}`);
  await expect(page.getByRole('heading', { name: 'Powtórka przed maturą', level: 1 })).toBeVisible();
  await page.getByRole('group', { name: 'Akcje listy' }).getByRole('button', { name: 'PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'PDF listy' });
  await dialog.getByRole('checkbox', { name: /Karta pracy/ }).check();
  await expect(dialog.getByRole('checkbox', { name: /Numeruj zadania/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Utwórz PDF' }).click();
  await expect(dialog.getByText('Przygotowujemy PDF…')).toBeVisible();

  // PdfReady reaches this tab's socket: the download button replaces the progress.
  const downloadButton = dialog.getByRole('button', { name: 'Pobierz PDF' });
  await expect(downloadButton).toBeVisible({ timeout: 60_000 });
  const downloading = page.waitForEvent('download');
  await downloadButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Lista-powtorka-przed-matura.pdf');
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', await download.path(), '-']);
  const text = stdout.replace(/\s+/g, ' ');
  for (const heading of ['Powtórka przed maturą', 'Zadanie 1', 'Zadanie 2', 'Zadanie 3', 'Odpowiedzi']) {
    expect(text).toContain(heading);
  }
  // The answer key comes after the last task.
  expect(text.lastIndexOf('Odpowiedzi')).toBeGreaterThan(text.indexOf('Zadanie 3'));

  // The PDF is one of the student's own files.
  await page.goto('/account/files');
  await expect(page.getByText('Lista-powtorka-przed-matura.pdf')).toBeVisible();
});
