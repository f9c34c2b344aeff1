import './app/mantine-styles';
import './i18n/i18n';
// Before the app: the router's loaders must find the server's data in the cache.
import './ssr/hydrate-server-state';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRichContent } from './lib/rich-text/LazyRichContent';
import { router } from './routes/browser-router';
import { isServerRendered, refreshServerStateForViewer } from './ssr/hydrate-server-state';

// zod's Polish messages for forms: zod itself loads with the first form, not with every page.
void import('@zadania/shared/zod-locale');

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// A render React recovered from is still a bug: report what was thrown (React's own wrapper, error #520 in
// production, says only that something was).
const reportRecovered = (error: unknown) => reportError(error instanceof Error && error.cause ? error.cause : error);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/** Resolves once the router has loaded the matched routes' code, so its first render is the page itself. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

/**
 * Resolves after the next frame: the server's HTML is painted before hydration takes the main thread. A tab in the
 * background has no frames: there the timer resolves it.
 */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });

/**
 * Clicks on the server's HTML before React takes it over (while the route's code loads) would do nothing: they are
 * held and clicked again once hydration has started, when React handles them (it replays what reaches parts it is
 * still hydrating).
 */
function holdClicksUntilHydrated(root: HTMLElement) {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    // A link opened in a new tab or window needs no React: the browser does it as it is.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const target =
      event.target instanceof Element ? event.target.closest<HTMLElement>('button, a[href], [role="button"]') : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(target)) held.push(target);
  };
  root.addEventListener('click', hold, true);
  return () => {
    root.removeEventListener('click', hold, true);
    setTimeout(() => {
      for (const target of held) if (target.isConnected) target.click();
    }, 0);
  };
}

if (isServerRendered) {
  const replayHeldClicks = holdClicksUntilHydrated(container);
  // A renderer that fails to load here does not hold hydration back: each text then loads it on its own, as before.
  const richText = container.querySelector('.rich-content') ? preloadRichContent().catch(() => undefined) : undefined;
  void Promise.all([routerReady(), afterNextPaint(), richText]).then(() => {
    hydrateRoot(container, app, { onRecoverableError: reportRecovered });
    replayHeldClicks();
    refreshServerStateForViewer();
  });
} else {
  createRoot(container, { onRecoverableError: reportRecovered }).render(app);
}
