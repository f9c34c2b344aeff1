import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import type { Browser } from 'playwright-core';

/** Playwright (~90 MB and 0.8 s to load) only once something is printed: a node that prints nothing never loads it. */
const loadPlaywright = () => import('playwright-core');

/** Debian's Chromium unless CHROMIUM_PATH names another (the path the e2e tests use too). */
export const defaultChromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags of the end-to-end tests (apps/web/e2e/playwright.config.ts). */
export const chromiumLaunchOptions = (executablePath = defaultChromiumPath()) => ({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/** No executable at the configured path: nothing to print with until Chromium is installed. */
export class PdfBrowserMissingError extends Error {
  constructor(readonly executablePath: string) {
    super(`No Chromium executable at ${executablePath}`);
  }
}

/** Why a page could not be printed: unreachable, answered with an error status, failed itself, or never ready. */
export class PdfPageError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'status' | 'failed' | 'timeout',
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** A page of our own web app to print: where, as whom, and how it says it is ready. */
export type TPdfPageRequest = {
  url: string;
  /** Written to the page's localStorage before any of its scripts run (the session, as the web app keeps it). */
  localStorage?: Record<string, string>;
  /** Present once the page has rendered everything (KaTeX, images) and its fonts loaded. */
  readySelector: string;
  /** Present when the page gave up (its text is the reason). */
  failedSelector?: string;
  /** Requests whose path matches are refused (e.g. the realtime socket: a printout needs none). */
  blockedPaths?: RegExp;
  timeoutMs: number;
};

/** Prints HTML or one of our pages to PDF; `close` ends the browser behind it (the app's onClose). */
export type TPdfRenderer = {
  render(html: string): Promise<Buffer>;
  renderPage(request: TPdfPageRequest): Promise<Buffer>;
  close(): Promise<void>;
};

/** At most `max` tasks at a time; the others wait in order. */
function createLimiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const acquire = () => {
    if (active < max) {
      active += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  // A finished task hands its slot straight to the next one waiting.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  };
}

const storageScript = (values: Record<string, string>) =>
  `try { ${Object.entries(values)
    .map(([key, value]) => `window.localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
    .join(' ')} } catch (error) {}`;

/**
 * PDFs printed by headless Chromium (only a browser lays out our HTML and KaTeX faithfully). One browser for
 * the process, started at the first render (and again if it dies); each render gets its own context, closed
 * after. `render` prints given HTML with scripts off and every request refused; `renderPage` prints a page of
 * our own web app, reaching only its origin. Each kind runs `concurrency` at a time (a browser page is a few
 * tens of MB), so a long list printout never holds up an invoice.
 */
export function createPdfRenderer(
  options: { concurrency?: number; pageConcurrency?: number; executablePath?: string } = {},
): TPdfRenderer {
  const limitHtml = createLimiter(options.concurrency ?? 2);
  const limitPages = createLimiter(options.pageConcurrency ?? 2);
  const executablePath = options.executablePath ?? defaultChromiumPath();
  let browser: Promise<Browser> | null = null;
  let closed = false;

  const launch = () => {
    if (browser) return browser;
    const launching = access(executablePath, constants.X_OK).then(
      async () =>
        (await loadPlaywright()).chromium.launch({ ...chromiumLaunchOptions(executablePath), headless: true }),
      () => {
        throw new PdfBrowserMissingError(executablePath);
      },
    );
    browser = launching;
    const forget = () => {
      if (browser === launching) browser = null;
    };
    launching.then((instance) => instance.on('disconnected', forget), forget);
    return launching;
  };

  const open = async (contextOptions: { javaScriptEnabled: boolean }) => {
    if (closed) throw new Error('The PDF renderer is closed');
    return (await launch()).newContext(contextOptions);
  };

  const pdfOptions = { format: 'A4', printBackground: true, preferCSSPageSize: true } as const;

  return {
    render: (html) =>
      limitHtml(async () => {
        const context = await open({ javaScriptEnabled: false });
        try {
          await context.route('**/*', (route) => route.abort());
          const page = await context.newPage();
          await page.setContent(html, { waitUntil: 'load' });
          await page.evaluate('document.fonts.ready.then(() => true)');
          return await page.pdf(pdfOptions);
        } finally {
          await context.close();
        }
      }),

    renderPage: (request) =>
      limitPages(async () => {
        const context = await open({ javaScriptEnabled: true });
        try {
          const origin = new URL(request.url).origin;
          await context.route('**/*', (route) => {
            const target = new URL(route.request().url());
            const allowed = target.origin === origin && !request.blockedPaths?.test(target.pathname);
            return allowed ? route.continue() : route.abort();
          });
          if (request.localStorage) await context.addInitScript({ content: storageScript(request.localStorage) });
          const page = await context.newPage();
          const deadline = Date.now() + request.timeoutMs;
          let response: Awaited<ReturnType<typeof page.goto>>;
          try {
            response = await page.goto(request.url, { waitUntil: 'domcontentloaded', timeout: request.timeoutMs });
          } catch (error) {
            if (error instanceof (await loadPlaywright()).errors.TimeoutError) {
              throw new PdfPageError('timeout', 'The page did not load');
            }
            // Chromium fails the navigation itself on an error status with an empty body.
            if (String(error).includes('ERR_HTTP_RESPONSE_CODE_FAILURE')) {
              throw new PdfPageError('status', 'The page answered an error status', String(error));
            }
            throw new PdfPageError('unreachable', 'The page could not be reached', String(error));
          }
          if (response && !response.ok()) {
            throw new PdfPageError('status', `The page answered ${response.status()}`, String(response.status()));
          }
          const settled = [request.readySelector, request.failedSelector].filter(Boolean).join(', ');
          try {
            await page.waitForSelector(settled, { state: 'attached', timeout: Math.max(1, deadline - Date.now()) });
          } catch (error) {
            if (error instanceof (await loadPlaywright()).errors.TimeoutError) {
              throw new PdfPageError('timeout', 'The page was not ready');
            }
            throw error;
          }
          if (request.failedSelector) {
            const failed = await page.$(request.failedSelector);
            if (failed) {
              throw new PdfPageError(
                'failed',
                'The page could not show its content',
                (await failed.textContent()) ?? '',
              );
            }
          }
          await page.evaluate('document.fonts.ready.then(() => true)');
          return await page.pdf(pdfOptions);
        } finally {
          await context.close();
        }
      }),

    async close() {
      closed = true;
      const running = browser;
      browser = null;
      const instance = await running?.catch(() => null);
      await instance?.close();
    },
  };
}
