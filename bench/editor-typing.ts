/**
 * npm run bench:editor -- [--formulas 300] [--text-kb 50] [--keys 200] [--interval 50]
 *
 * Typing latency of the editor in Chromium with a large document: starts the real API serving the
 * production build (run `npm run build` first, or point WEB_DIST at another build of apps/web, e.g.
 * `vite build --outDir /tmp/perf-dist`) with an empty embedded database, opens /editor,
 * pastes a generated document (300 formulas, inline and display, and 50 KB of Polish text) into the
 * full editor, then types keys at the end of a paragraph in the middle of it. Each keystroke is timed
 * in the page from its keydown to a task queued at that moment, which runs once the browser has
 * handled the key (ProseMirror's transaction, the view update and synchronous React node views).
 * Prints p50/p95/p99/max and writes bench/results/editor-typing-<timestamp>.json.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createPgliteDatabase } from '../apps/api/src/db/client';

const { values: args } = parseArgs({
  options: {
    formulas: { type: 'string', default: '300' },
    'text-kb': { type: 'string', default: '50' },
    keys: { type: 'string', default: '200' },
    /** Milliseconds from one key to the next; 0 sends each key as soon as the page took the last one. */
    interval: { type: 'string', default: '50' },
  },
});
const formulas = Number(args.formulas);
const textBytes = Number(args['text-kb']) * 1024;
const keys = Number(args.keys);
const interval = Number(args.interval);
const targetMs = 16;

const sentences = [
  'Rozważmy funkcję kwadratową i jej miejsca zerowe.',
  'Z twierdzenia Pitagorasa wynika długość przeciwprostokątnej.',
  'Ciąg arytmetyczny ma stałą różnicę między kolejnymi wyrazami.',
  'Pochodna funkcji w punkcie opisuje nachylenie stycznej.',
  'Prawdopodobieństwo zdarzenia przeciwnego jest równe jeden minus prawdopodobieństwo zdarzenia.',
];
const texs = [
  'x^2 - 5x + 6 = 0',
  '\\frac{a+b}{2} \\geq \\sqrt{ab}',
  '\\int_0^1 x^2\\,dx = \\frac{1}{3}',
  'a_n = a_1 + (n-1)r',
];
const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** Paragraphs of text with inline formulas, and a numbered display equation after every fourth. */
function buildDocument() {
  const parts: string[] = [];
  let text = 0;
  let placed = 0;
  let paragraph = 0;
  while (placed < formulas || text < textBytes) {
    const words: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const sentence = sentences[(paragraph + i) % sentences.length]!;
      words.push(sentence);
      text += Buffer.byteLength(sentence) + 1;
    }
    const inline =
      placed < formulas
        ? ` <span data-type="inline-math" data-latex="${escapeAttribute(texs[placed % texs.length]!)}"></span>`
        : '';
    if (inline) placed += 1;
    parts.push(`<p>${words.join(' ')}${inline}</p>`);
    if (paragraph % 4 === 3 && placed < formulas) {
      parts.push(
        `<div data-type="block-math" id="id-bench${String(placed).padStart(8, '0')}" data-latex="${escapeAttribute(texs[(placed + 1) % texs.length]!)}"></div>`,
      );
      placed += 1;
    }
    paragraph += 1;
  }
  return { html: parts.join(''), paragraphs: paragraph, textBytes: text, formulas: placed };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-editor-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-only-secret-0123456789abcdef-0123456789',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Another build of the web app (e.g. `vite build --outDir /tmp/perf-dist`), else apps/web/dist.
    WEB_DIST: process.env.WEB_DIST,
  });
  const database = await createPgliteDatabase();
  await database.migrate();
  const app = await buildApp({ config, database, ownsDatabase: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The app did not listen on a TCP port.');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:${address.port}/editor`);
    const editor = page.getByRole('textbox', { name: 'Edytor do wypróbowania' });
    await editor.waitFor();

    const doc = buildDocument();
    const pasteStarted = Date.now();
    await editor.click();
    await page.keyboard.press('Control+A');
    await editor.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', '');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, doc.html);
    await page.waitForFunction(
      (count) => document.querySelectorAll('.zadania-math-inline, .zadania-math-display').length >= count,
      doc.formulas,
      { timeout: 120_000 },
    );
    const pasteMs = Date.now() - pasteStarted;

    // Type at the end of a paragraph in the middle of the document.
    const middle = editor.locator('p').nth(Math.floor(doc.paragraphs / 2));
    await middle.scrollIntoViewIfNeeded();
    await middle.click();
    await page.keyboard.press('End');
    await page.evaluate(() => {
      const samples: number[] = [];
      (window as unknown as { __typingSamples: number[] }).__typingSamples = samples;
      window.addEventListener(
        'keydown',
        () => {
          const started = performance.now();
          const channel = new MessageChannel();
          channel.port1.onmessage = () => samples.push(performance.now() - started);
          channel.port2.postMessage(null);
        },
        { capture: true },
      );
    });
    const phrase = 'ala ma kota i liczy delte ';
    // Keys at a steady pace (50 ms = 20 keys a second, faster than anyone types): each sample is then one
    // key's own cost. With --interval 0 keys arrive as fast as the page accepts them, so Chromium's input
    // priority makes each key's measured task wait for the following keys, too (a burst, not typing).
    const started = performance.now();
    for (let i = 0; i < keys; i += 1) {
      await page.keyboard.type(phrase[i % phrase.length]!);
      const wait = started + (i + 1) * interval - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    await page.waitForFunction(
      (count) => (window as unknown as { __typingSamples: number[] }).__typingSamples.length >= count,
      keys,
    );
    const samples = await page.evaluate(() => (window as unknown as { __typingSamples: number[] }).__typingSamples);
    const typed = await middle.textContent();
    if (!typed?.includes('ala ma kota')) throw new Error('The typed text did not reach the document.');

    const sorted = [...samples].sort((a, b) => a - b);
    const result = {
      at: new Date().toISOString(),
      document: { formulas: doc.formulas, textBytes: doc.textBytes, paragraphs: doc.paragraphs },
      intervalMs: interval,
      pasteMs,
      keys: samples.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
      mean: samples.reduce((sum, value) => sum + value, 0) / Math.max(1, samples.length),
      /** Each keystroke's latency in typing order (ms), to see whether slow keys recur. */
      samples: samples.map((value) => Math.round(value * 10) / 10),
      targetMs,
      machine: {
        cpus: os.cpus().length,
        platform: process.platform,
        node: process.version,
        chromium: browser.version(),
      },
    };
    const round = (value: number) => value.toFixed(2);
    console.log(
      `\nDokument: ${result.document.formulas} wzorów, ${(result.document.textBytes / 1024).toFixed(1)} KB tekstu (wklejony w ${pasteMs} ms)`,
    );
    console.log(
      `Naciśnięcia: ${result.keys} co ${interval} ms; p50 ${round(result.p50)} ms, p95 ${round(result.p95)} ms, p99 ${round(result.p99)} ms, max ${round(result.max)} ms (cel < ${targetMs} ms)`,
    );
    const file = path.join(import.meta.dirname, 'results', `editor-typing-${result.at.replaceAll(':', '-')}.json`);
    await fs.writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Wyniki: ${path.relative(process.cwd(), file)}`);
    if (result.p95 >= targetMs) console.warn(`Uwaga: p95 ${round(result.p95)} ms >= cel ${targetMs} ms`);
  } finally {
    await browser.close();
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
