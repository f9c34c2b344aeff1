/**
 * npm run bench:pageload   (after `npm run build`)
 *
 * How soon a slow phone sees a reading page: the built app (a copy of apps/web/dist and dist-server, demo content
 * seeded into PGlite, started as the end-to-end tests start it) in Chromium with the CPU throttled 4× (CDP
 * Emulation.setCPUThrottlingRate), a fresh browser context (cold cache) for every load, 5 loads per variant, medians:
 *
 * - LCP: the last `largest-contentful-paint` entry once the page is idle;
 * - first byte: the document's responseStart (the server's rendering time, for `server`);
 * - TBT (total blocking time, as Lighthouse counts it): every long task's time past 50 ms, from the first
 *   contentful paint until the page is idle (network idle + 500 ms); target (issue 59) ≤ 300 ms on the landing,
 *   /homeworks, a task page and an exam page, ≤ 600 ms on /learn/map (signed in as the demo student);
 * - first card: the first animation frame in which the page's main content is in the document (a task card on
 *   /homeworks, the task's text on a task page);
 * for three variants of the same page:
 * - `server`: the page as the server sends it (rendered on the server, then hydrated);
 * - `floor`: the same HTML with its stylesheets but without any script, served as a static file by the same
 *   server: what no amount of JavaScript work can beat;
 * - `browser-only`: the plain index.html in place of the rendered page, as before server rendering.
 * Target: `server` LCP ≤ 1.5 × `floor` LCP. Pages not rendered on the server (/learn/map) have the `server` variant
 * only. Writes bench/results/pageload-<timestamp>.json. `PAGELOAD_PAGES=/,/learn/map` measures only those pages.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const runs = 5;
const cpuSlowdown = 4;
const targetRatio = 1.5;

type TVariant = 'server' | 'floor' | 'browser-only';
type TPage = { name: string; path: string; contentSelector: string; signedIn?: boolean; tbtTargetMs: number };
type TLoad = { lcpMs: number; firstContentMs: number; responseStartMs: number; lcpElement: string; tbtMs: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const round = (value: number) => Math.round(value);

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A copy of the build, so that a rebuild during the run changes nothing, and a place for the static floor files. */
function copyBuild(workDir: string) {
  for (const folder of ['dist', 'dist-server']) {
    const source = path.join(root, 'apps/web', folder);
    if (!fs.existsSync(source)) throw new Error(`No apps/web/${folder}: run \`npm run build\` first.`);
    fs.cpSync(source, path.join(workDir, 'web', folder), { recursive: true });
  }
  return path.join(workDir, 'web', 'dist');
}

async function startApp(port: number, webDist: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/web/e2e/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the app did not start');
}

/** Records the LCP entries and the first frame in which `selector` matches, from the first byte of the page on. */
const measureScript = (selector: string) => `
  window.__pageload = { lcp: 0, lcpElement: '', firstContent: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__pageload.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__pageload.lcp = entry.startTime;
      const element = entry.element;
      window.__pageload.lcpElement = element ? element.tagName.toLowerCase() + (element.className && typeof element.className === 'string' ? '.' + element.className.split(' ')[0] : '') : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const look = () => {
    if (document.querySelector(${JSON.stringify(selector)})) window.__pageload.firstContent = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
`;

/** Lighthouse's TBT: each long task's part after the first contentful paint, less 50 ms, summed. */
const totalBlockingTime = (longTasks: Array<[number, number]>, fcp: number) =>
  longTasks.reduce((sum, [start, duration]) => {
    const end = start + duration;
    return sum + Math.max(0, end - Math.max(start, fcp) - 50);
  }, 0);

/** A signed-in session of the demo student, as the login form stores it. */
async function demoStudentSession(origin: string) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'uczen@zadania.local', password: 'demo12345' }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return (await response.json()) as { token: string; refreshToken: string; sessionId: string };
}

async function load(browser: Browser, url: string, page: TPage, documentBody?: string): Promise<TLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, locale: 'pl-PL' });
  const tab = await context.newPage();
  if (page.signedIn) {
    const session = await demoStudentSession(new URL(url).origin);
    await tab.addInitScript((stored) => {
      localStorage.setItem('token', stored.token);
      localStorage.setItem('refreshToken', stored.refreshToken);
      localStorage.setItem('sessionId', stored.sessionId);
    }, session);
  }
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await tab.addInitScript(measureScript(page.contentSelector));
  if (documentBody !== undefined) {
    await tab.route(url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: documentBody }),
    );
  }
  await tab.goto(url, { waitUntil: 'networkidle' });
  await tab.waitForFunction(
    () => (window as unknown as { __pageload: { firstContent: number } }).__pageload.firstContent > 0,
  );
  await sleep(500);
  const measured = await tab.evaluate(
    () =>
      (
        window as unknown as {
          __pageload: { lcp: number; lcpElement: string; firstContent: number; longTasks: Array<[number, number]> };
        }
      ).__pageload,
  );
  const fcp = await tab.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
  const responseStartMs = await tab.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseStart ?? 0,
  );
  await context.close();
  return {
    lcpMs: measured.lcp,
    firstContentMs: measured.firstContent,
    responseStartMs,
    lcpElement: measured.lcpElement,
    tbtMs: totalBlockingTime(measured.longTasks, fcp),
  };
}

/** The page as the server sent it, with every script left out: the static floor. */
const withoutScripts = (html: string) =>
  html.replace(/<script\b[\s\S]*?<\/script>\s*/g, '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');

async function main() {
  // Inside the repository: the server bundle resolves its packages from the repository's node_modules.
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const workDir = fs.mkdtempSync(path.join(root, '.tmp', 'pageload-'));
  const webDist = copyBuild(workDir);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const app = await startApp(port, webDist, path.join(workDir, 'data'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const list = (await (await fetch(`${origin}/api/homework`)).json()) as { results: Array<{ slug: string }> };
    const taskSlug = list.results[0]?.slug;
    const exams = (await (await fetch(`${origin}/api/exam?page=1&pageSize=1`)).json()) as {
      results: Array<{ slug: string }>;
    };
    const examSlug = exams.results[0]?.slug;
    if (!taskSlug || !examSlug) throw new Error('No public task or exam was seeded.');
    const allPages: TPage[] = [
      { name: '/', path: '/', contentSelector: 'main h1', tbtTargetMs: 300 },
      {
        name: '/homeworks',
        path: '/homeworks',
        contentSelector: 'article[aria-labelledby^="homework-"]',
        tbtTargetMs: 300,
      },
      { name: '/homeworks/{slug}', path: `/homeworks/${taskSlug}`, contentSelector: '.rich-content', tbtTargetMs: 300 },
      { name: '/exams/{slug}', path: `/exams/${examSlug}`, contentSelector: 'main h1', tbtTargetMs: 300 },
      { name: '/learn/map', path: '/learn/map', contentSelector: 'main h1', signedIn: true, tbtTargetMs: 600 },
    ];
    const only = process.env.PAGELOAD_PAGES?.split(',');
    const pages = only ? allPages.filter((page) => only.includes(page.name)) : allPages;
    // index.html as the browser-only app gets it: a page the server does not render.
    const plainIndex = await (await fetch(`${origin}/login`)).text();

    const results = [];
    for (const page of pages) {
      const serverHtml = await (await fetch(`${origin}${page.path}`)).text();
      const serverRendered = serverHtml.includes('id="ssr-state"');
      if (!serverRendered && !page.signedIn) throw new Error(`${page.path} was not rendered on the server.`);
      const floorFile = `pageload-floor-${results.length}.html`;
      fs.writeFileSync(path.join(webDist, floorFile), withoutScripts(serverHtml));

      const variants: Partial<Record<TVariant, () => Promise<TLoad>>> = {
        server: () => load(browser, `${origin}${page.path}`, page),
        ...(serverRendered && {
          floor: () => load(browser, `${origin}/${floorFile}`, page),
          'browser-only': () => load(browser, `${origin}${page.path}`, page, plainIndex),
        }),
      };
      const measured: Partial<Record<TVariant, TLoad[]>> = {};
      // Interleaved, so that the machine's load at any moment weighs on every variant alike.
      for (let run = 0; run < runs; run += 1) {
        for (const [variant, measure] of Object.entries(variants) as Array<[TVariant, () => Promise<TLoad>]>) {
          const loads = measured[variant] ?? [];
          loads.push(await measure());
          measured[variant] = loads;
        }
      }
      const summarize = (loads: TLoad[]) => ({
        medianLcpMs: round(median(loads.map((entry) => entry.lcpMs))),
        medianFirstContentMs: round(median(loads.map((entry) => entry.firstContentMs))),
        medianResponseStartMs: round(median(loads.map((entry) => entry.responseStartMs))),
        medianTbtMs: round(median(loads.map((entry) => entry.tbtMs))),
        tbtMs: loads.map((entry) => round(entry.tbtMs)),
        lcpMs: loads.map((entry) => round(entry.lcpMs)),
        firstContentMs: loads.map((entry) => round(entry.firstContentMs)),
        lcpElements: [...new Set(loads.map((entry) => entry.lcpElement))],
      });
      const summary = {
        server: summarize(measured.server ?? []),
        floor: summarize(measured.floor ?? []),
        'browser-only': summarize(measured['browser-only'] ?? []),
      };
      const ratio = serverRendered ? summary.server.medianLcpMs / summary.floor.medianLcpMs : Number.NaN;
      results.push({
        page: page.name,
        path: page.path,
        serverRendered,
        htmlBytes: serverHtml.length,
        ...summary,
        serverToFloorLcpRatio: Number(ratio.toFixed(2)),
        withinTarget: ratio <= targetRatio,
        tbtTargetMs: page.tbtTargetMs,
        tbtWithinTarget: summary.server.medianTbtMs <= page.tbtTargetMs,
      });
    }

    console.log(`\nCPU ×${cpuSlowdown}, ${runs} cold loads per variant, medians (ms)\n`);
    console.log('page                 variant        LCP   first card   first byte     TBT');
    for (const result of results) {
      for (const variant of ['server', 'floor', 'browser-only'] as const) {
        const figures = result[variant];
        if (!figures.lcpMs.length) continue;
        console.log(
          `${result.page.padEnd(20)} ${variant.padEnd(13)} ${String(figures.medianLcpMs).padStart(5)} ${String(figures.medianFirstContentMs).padStart(12)} ${String(figures.medianResponseStartMs).padStart(12)} ${String(figures.medianTbtMs).padStart(7)}`,
        );
      }
      if (result.serverRendered) {
        console.log(
          `${result.page.padEnd(20)} server/floor LCP ratio ${result.serverToFloorLcpRatio} (target ≤ ${targetRatio}: ${result.withinTarget ? 'met' : 'NOT met'})`,
        );
      }
      console.log(
        `${result.page.padEnd(20)} TBT ${result.server.medianTbtMs} ms (target ≤ ${result.tbtTargetMs}: ${result.tbtWithinTarget ? 'met' : 'NOT met'})\n`,
      );
    }
    const output = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? '' },
      chromium: browser.version(),
      cpuSlowdown,
      runs,
      targetRatio,
      results,
    };
    const file = path.join(import.meta.dirname, 'results', `pageload-${output.date.replace(/[:]/g, '-')}.json`);
    fs.writeFileSync(file, `${JSON.stringify(output, null, 2)}\n`);
    console.log(`Written ${path.relative(root, file)}`);
  } finally {
    await browser.close();
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
