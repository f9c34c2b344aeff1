import '../i18n/i18n';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type PipeableStream, renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { setApiTransport } from '../lib/api/client';
import { homeworkListPageQuery } from '../routes/homework-list-page-query';
import {
  curriculumCoverageQuery,
  pageQueries,
  solutionQuery,
  type TPageQuery,
  type TPageQueryOf,
} from '../routes/page-data';
import { routes } from '../routes/router';
import { serializeForScript, serverStateElementId } from './server-state';

/**
 * The reading pages rendered on the server, by route path: the page's module in the client build (for its chunks
 * and stylesheets) and the request it starts with (routes/page-data.ts). Everything else is rendered in the
 * browser only.
 */
const serverRenderedRoutes: Record<string, { module: string; query?: TPageQueryOf; more?: TMoreQueries }> = {
  // The landing of a visitor: no data of its own (a signed-in person's dashboard replaces it in the browser).
  '/': { module: 'src/features/home/HomePage.tsx' },
  exams: { module: 'src/features/exams/ExamsPage.tsx', query: pageQueries.examList },
  'resources/concepts': { module: 'src/features/concepts/ConceptsPage.tsx', query: pageQueries.conceptList },
  curriculum: {
    module: 'src/features/curriculum/CurriculumPage.tsx',
    query: pageQueries.curriculum,
    more: () => [curriculumCoverageQuery],
  },
  homeworks: { module: 'src/features/homework/HomeworksPage.tsx', query: homeworkListPageQuery },
  'homeworks/:slug': {
    module: 'src/features/homework/HomeworkPage.tsx',
    query: pageQueries.homework,
    // The solution as a visitor may read it (a free one whole, a paid one's first step): readable without script.
    more: (homework) => [solutionQuery((homework as { id: string }).id)],
  },
  'resources/concepts/:slug': { module: 'src/features/concepts/ConceptPage.tsx', query: pageQueries.concept },
  'exams/:slug': { module: 'src/features/exams/ExamPage.tsx', query: pageQueries.exam },
  'teachers/:username': { module: 'src/features/profiles/ProfilePage.tsx', query: pageQueries.profile },
  'users/:username': { module: 'src/features/profiles/ProfilePage.tsx', query: pageQueries.profile },
  'admins/:username': { module: 'src/features/profiles/ProfilePage.tsx', query: pageQueries.profile },
};

/** Further requests a page makes once its own data is there (a task's solution). */
type TMoreQueries = (data: unknown) => TPageQuery[];

/** Every reading page shows rich text (KaTeX): its stylesheet comes with the page. */
const richContentChunkName = 'RichContent';

/** The route loaders only start requests for the browser's cache; on the server the render itself asks. */
const withoutLoaders = (list: RouteObject[]): RouteObject[] =>
  list.map(
    ({ loader: _loader, children, ...route }) =>
      (children ? { ...route, children: withoutLoaders(children) } : route) as RouteObject,
  );

const serverRoutes = withoutLoaders(routes);
const handler = createStaticHandler(serverRoutes);

/** The server-rendered route of a path with its parameters, or null when the path is rendered in the browser only. */
function serverRenderedRoute(pathname: string) {
  const leaf = matchRoutes(serverRoutes, pathname)?.at(-1);
  const path = leaf?.route.index ? '/' : leaf?.route.path;
  const route = path ? serverRenderedRoutes[path] : undefined;
  return leaf && route ? { ...route, params: leaf.params } : null;
}

export function isServerRendered(pathname: string): boolean {
  return serverRenderedRoute(pathname) !== null;
}

/** Whether a path is a page of the app at all: a path only the catch-all route matches is answered 404. */
export function isKnownPage(pathname: string): boolean {
  const leaf = matchRoutes(serverRoutes, pathname)?.at(-1);
  return leaf !== undefined && leaf.route.path !== '*';
}

/** What the API answers to a GET of the web app's client, asked in-process. */
export type TApiTransport = (url: string, init: RequestInit) => Promise<Response>;

type TManifestChunk = { file: string; name?: string; css?: string[]; imports?: string[] };
export type TClientManifest = Record<string, TManifestChunk>;

export type TServerPage = {
  /** `<link>` tags for the page's chunks and stylesheets, for the document's head. */
  headTags: string;
  /** Writes the rendered app (for `#root`) into `destination`, a Node stream, and ends it. */
  pipe: PipeableStream['pipe'];
  /** The `<script type="application/json">` with the query data, escaped for HTML. */
  stateScript: string;
};

/**
 * The page's own stylesheets (its chunks' and what they import), so the browser has them with index.html's before
 * the first paint. Its scripts are not preloaded: the entry's imports bring them, and a module preloaded is compiled
 * on arrival, before the page's HTML is painted (see the API's spa plugin).
 */
function pageAssetTags(manifest: TClientManifest, pageModule: string): string {
  const richContentKey = Object.keys(manifest).find((key) => manifest[key]?.name === richContentChunkName);
  const visited = new Set<string>();
  const styles: string[] = [];
  const visit = (key: string | undefined) => {
    const chunk = key ? manifest[key] : undefined;
    if (!key || !chunk || visited.has(key) || key === 'index.html') return;
    visited.add(key);
    styles.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(pageModule);
  visit(richContentKey);
  const entryCss = new Set(manifest['index.html']?.css ?? []);
  return [...new Set(styles)]
    .filter((file) => !entryCss.has(file))
    .map((file) => `<link rel="stylesheet" href="/${file}" />`)
    .join('\n    ');
}

/**
 * Renders `element` and waits until everything is ready before anything is written: the page then holds the final
 * HTML, without the inline scripts React streams for late content (the CSP allows none). Rejects on any error, so
 * that no half-rendered page is served.
 */
function renderWhenReady(element: ReactNode): Promise<PipeableStream> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const stream = renderToPipeableStream(element, {
      // Every boundary in place: React would otherwise send large ones after the page, with an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        if (!failed) resolve(stream);
      },
      onShellError: reject,
      onError: (error) => {
        failed = true;
        stream.abort();
        reject(error);
      },
    });
  });
}

/**
 * Renders a reading page for a visitor who is not signed in: the page's request (the one its route loader starts
 * in the browser) is made through `transport` (the API in-process, so permissions stay in one place), then the
 * page renders with its data, which goes into the page for hydration. What the page asks for beyond it (ratings,
 * the solution) stays loading, as it is in the browser's first render. Null when the path is not rendered on the
 * server, redirects, or its request fails: the browser then renders it as before.
 */
export async function renderPage(options: {
  url: string;
  transport: TApiTransport;
  manifest: TClientManifest;
}): Promise<TServerPage | null> {
  const url = new URL(options.url, 'http://localhost');
  const route = serverRenderedRoute(url.pathname);
  const pageQuery = route?.query ? route.query(route.params, url) : undefined;
  if (!route || pageQuery === null) return null;
  setApiTransport(options.transport);

  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY },
    },
  });
  const app = () => (
    <AppProviders queryClient={queryClient} onLoggedOut={() => {}}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>
  );

  try {
    const data = pageQuery ? await queryClient.fetchQuery(pageQuery) : undefined;
    // What the page asks for next is there too when it can be had; if not, the page shows it loading, as before.
    await Promise.allSettled((route.more?.(data) ?? []).map((query) => queryClient.fetchQuery(query)));
  } catch {
    return null;
  }

  const rendered = await renderWhenReady(app());
  const state = dehydrate(queryClient);
  queryClient.clear();
  return {
    headTags: pageAssetTags(options.manifest, route.module),
    pipe: (destination) => rendered.pipe(destination),
    stateScript: `<script type="application/json" id="${serverStateElementId}">${serializeForScript(state)}</script>`,
  };
}
