import './app/mantine-styles';
import './i18n/i18n';
// Before the app: the router's loaders must find the server's data in the cache.
import './ssr/hydrate-server-state';
import { type ReactNode, StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRichContent } from './lib/rich-text/LazyRichContent';
import { getRouter } from './routes/browser-router';
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
    const router = getRouter();
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

/** Where an element sits under `root`: the index of each ancestor among its siblings, from the root down. */
function pathOf(root: HTMLElement, element: Element) {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : -1);
  }
  return path;
}

/** The element at `path` under `root` when it is still the same kind of element with the same text. */
function elementAt(root: HTMLElement, path: number[], like: Element) {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node && node.tagName === like.tagName && node.textContent === like.textContent ? node : undefined;
}

/** The fiber React keeps on an element it has hydrated or rendered; undefined on the server's HTML not hydrated yet. */
function fiberOf(element: Element): { memoizedProps?: { dangerouslySetInnerHTML?: unknown } } | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  return key ? (element as unknown as Record<string, { memoizedProps?: object }>)[key] : undefined;
}

/**
 * Whether React handles a click on `element` now: it has hydrated it, or the element is markup React does not own
 * (a rich text's HTML) inside an element it has hydrated. A part of the page that waits for its code or data stays
 * the server's HTML after the rest has been hydrated.
 */
function isHydrated(element: Element) {
  if (fiberOf(element)) return true;
  for (let node = element.parentElement; node; node = node.parentElement) {
    const fiber = fiberOf(node);
    if (fiber) return Boolean(fiber.memoizedProps?.dangerouslySetInnerHTML);
  }
  return false;
}

/** How long a held click waits for its part of the page to be hydrated before it is clicked anyway. */
const heldClickPatienceMs = 10_000;

/**
 * Clicks on the server's HTML before React has taken it over would do nothing (while the route's code loads) or
 * could be lost (while React hydrates in slices): they are held and clicked again once hydration has committed and
 * React has hydrated the clicked element (a part that waits for its data is hydrated after the rest). React may have
 * replaced an element it could not hydrate: the click then goes to the element now in its place.
 */
function holdClicksUntilHydrated(root: HTMLElement) {
  const held: { target: HTMLElement; path: number[] }[] = [];
  const hold = (event: MouseEvent) => {
    // A link opened in a new tab or window needs no React: the browser does it as it is.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const target =
      event.target instanceof Element ? event.target.closest<HTMLElement>('button, a[href], [role="button"]') : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.some((click) => click.target === target)) held.push({ target, path: pathOf(root, target) });
  };
  // On the window, before React's own listeners on the root: while it hydrates, React would hydrate the clicked part
  // at once and answer the click itself, and a click answered twice (by React and by the replay) undoes itself.
  window.addEventListener('click', hold, true);
  const replay = (target: HTMLElement, path: number[], until: number) => {
    const now = target.isConnected ? target : elementAt(root, path, target);
    if (!(now instanceof HTMLElement)) return;
    if (isHydrated(now) || performance.now() > until) now.click();
    else setTimeout(() => replay(target, path, until), 50);
  };
  return () => {
    window.removeEventListener('click', hold, true);
    const until = performance.now() + heldClickPatienceMs;
    for (const { target, path } of held) replay(target, path, until);
  };
}

/**
 * Where the reader scrolls the server's page to while it hydrates, put back once it has: the router's scroll
 * restoration scrolls a page it renders first to the top, which on a server's page the reader may have scrolled already
 * (and a click aimed at what was under the finger would land elsewhere).
 */
function keepScrollThroughHydration() {
  let scrolledTo: number | undefined;
  const remember = () => {
    scrolledTo = window.scrollY;
  };
  window.addEventListener('scroll', remember, { passive: true });
  return () => {
    window.removeEventListener('scroll', remember);
    if (scrolledTo && window.scrollY !== scrolledTo) window.scrollTo(0, scrolledTo);
  };
}

/**
 * Its children; once they have been committed (hydrated, for a hydrated root) it calls `onLayout` before the browser
 * paints and `onCommit` after. A wrapper rather than a sibling: a sibling would move the ids useId gives, which must
 * be the server's. Its effects run after its children's.
 */
function OnCommit({
  onLayout,
  onCommit,
  children,
}: {
  onLayout: () => void;
  onCommit: () => void;
  children: ReactNode;
}) {
  useLayoutEffect(onLayout, [onLayout]);
  useEffect(onCommit, [onCommit]);
  return children;
}

if (isServerRendered) {
  const replayHeldClicks = holdClicksUntilHydrated(container);
  const restoreScroll = keepScrollThroughHydration();
  let hydrated = false;
  const onHydrated = () => {
    if (hydrated) return;
    hydrated = true;
    replayHeldClicks();
  };
  // A renderer that fails to load here does not hold hydration back: each text then loads it on its own, as before.
  const richText = container.querySelector('.rich-content') ? preloadRichContent().catch(() => undefined) : undefined;
  // The router starts in a task of its own, after the entry's modules have been evaluated (total blocking time).
  const nextTask = new Promise<void>((resolve) => setTimeout(resolve, 0));
  void Promise.all([nextTask.then(routerReady), afterNextPaint(), richText]).then(() => {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
    // the whole page: a phone stays responsive while the server's HTML comes alive (issue 59, total blocking time).
    startTransition(() => {
      hydrateRoot(
        container,
        <OnCommit onLayout={restoreScroll} onCommit={onHydrated}>
          {app}
        </OnCommit>,
        { onRecoverableError: reportRecovered },
      );
    });
    // A hydration that never commits (a route that never loads) does not keep the clicks held for ever.
    setTimeout(onHydrated, heldClickPatienceMs);
    refreshServerStateForViewer();
  });
} else {
  createRoot(container, { onRecoverableError: reportRecovered }).render(app);
}
