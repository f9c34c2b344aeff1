import { type Browser, chromium } from 'playwright-core';

/** Prints HTML to PDF; `close` ends the browser behind it (the app's onClose). */
export type TPdfRenderer = {
  render(html: string): Promise<Buffer>;
  close(): Promise<void>;
};

/** Debian's Chromium with the flags of the end-to-end tests (apps/web/e2e/playwright.config.ts). */
export const chromiumLaunchOptions = () => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

/**
 * PDFs printed by headless Chromium (only a browser lays out our HTML faithfully). The browser starts at the
 * first render and stays for the life of the process (started again if it dies); each render gets its own
 * context with scripts off and every request refused, so a printed page reads nothing but the HTML given.
 * Renders run `concurrency` at a time (each one is a browser page and a few tens of MB).
 */
export function createPdfRenderer(options: { concurrency?: number } = {}): TPdfRenderer {
  const limit = createLimiter(options.concurrency ?? 2);
  let browser: Promise<Browser> | null = null;
  let closed = false;

  const launch = () => {
    if (browser) return browser;
    const launching = chromium.launch({ ...chromiumLaunchOptions(), headless: true });
    browser = launching;
    const forget = () => {
      if (browser === launching) browser = null;
    };
    launching.then((instance) => instance.on('disconnected', forget), forget);
    return launching;
  };

  return {
    render: (html) =>
      limit(async () => {
        if (closed) throw new Error('The PDF renderer is closed');
        const context = await (await launch()).newContext({ javaScriptEnabled: false });
        try {
          await context.route('**/*', (route) => route.abort());
          const page = await context.newPage();
          await page.setContent(html, { waitUntil: 'load' });
          await page.evaluate('document.fonts.ready.then(() => true)');
          return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
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
