/**
 * npm run bench:web   (after `npm run build`)
 *
 * Reads the Vite manifest of the web build (apps/web/dist/.vite/manifest.json) and the route table
 * (apps/web/src/routes/router.tsx and signed-in-routes.tsx), and reports for every lazily loaded route the gzipped size of the
 * JavaScript it loads: the entry (index.html) with its static imports, plus the route's lazy chunk with
 * its static imports. Pages that show rich content also load the renderer chunk (RichContent) on first
 * use; that is reported as a second figure. Exits with code 1 if the JavaScript of a reading route (its
 * chunks and the renderer) contains TipTap/ProseMirror code, or if a reading page of the budget list loads more
 * than 150 kB gzip of JavaScript for its first view (with the renderer when it can show rich content).
 * Writes bench/results/web-bundle-<timestamp>.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type TManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type TManifest = Record<string, TManifestChunk>;

const repoRoot = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(repoRoot, 'apps/web');
const distDir = path.join(webRoot, 'dist');
const manifestPath = path.join(distDir, '.vite/manifest.json');
/** The router and the route lists it hangs under its guards (all in src/routes, so imports resolve alike). */
const routerPaths = ['router.tsx', 'signed-in-routes.tsx'].map((file) => path.join(webRoot, 'src/routes', file));
const rendererModule = 'src/lib/rich-text/RichContent.tsx';

/** The reading pages of issue 17: each may load at most `readingBudgetBytes` of gzipped JavaScript. */
const budgetRoutes = [
  '/',
  '/homeworks',
  '/homeworks/:slug',
  '/resources/concepts',
  '/resources/concepts/:slug',
  '/exams',
  '/exams/:slug',
  '/users/:username',
];
const readingBudgetBytes = 150 * 1024;
/** Routes reported first; every other lazy route of the router follows. */
const mainRoutes = [...budgetRoutes, '/account/files'];
/** Pages that edit content may load the editor; every other page only reads. */
const editingRoute = /(^|\/)(edit|save|editor)(\/|$)/;
/** Code that only TipTap / ProseMirror ship (class names of prosemirror-view, package names, TipTap's core). */
const editorMarkers = [
  /ProseMirror-(?:hideselection|separator|trailingBreak|focused|gapcursor)/,
  /@tiptap\//,
  /prosemirror-(?:model|state|view|transform)/,
  /\btiptap\b/,
];

if (!fs.existsSync(manifestPath)) {
  console.error(`No ${path.relative(repoRoot, manifestPath)}: run \`npm run build\` first (build.manifest is on).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as TManifest;

/**
 * path → module (relative to apps/web) of every lazy route in the router, in the router's order: `lazy` written
 * in place, or naming a constant of the file (`const profilePage = () => import('…')`).
 */
function readRoutes(): Array<{ route: string; module: string }> {
  const source = routerPaths.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  const lazyConstants = new Map(
    [...source.matchAll(/const (\w+) = \(\) =>\s*import\('([^']+)'\)/g)].map((match) => [match[1], match[2]]),
  );
  const routes: Array<{ route: string; module: string }> = [];
  const pattern = /(?:path:\s*'([^']*)'|index:\s*true)(?:[^{}]*?import\('([^']+)'\)|[^{}]*?lazy:\s*(\w+)\s*[,}])/g;
  for (const match of source.matchAll(pattern)) {
    const imported = match[2] ?? lazyConstants.get(match[3] ?? '');
    if (!imported) continue;
    const routePath = match[1] === undefined ? '/' : `/${match[1].replace(/^\//, '')}`;
    const module = path.posix.normalize(path.posix.join('src/routes', imported));
    routes.push({ route: routePath === '//' ? '/' : routePath, module });
  }
  return routes;
}

function findKey(module: string): string | null {
  for (const extension of ['', '.tsx', '.ts', '.jsx', '.js']) {
    if (manifest[module + extension]) return module + extension;
  }
  // A module that other chunks also import statically is emitted as a shared chunk (`_Name-hash.js`), named
  // after the module, instead of an entry of its own.
  const name = path.basename(module);
  const shared = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key]?.name === name);
  return shared.length === 1 ? (shared[0] as string) : null;
}

/** The chunk keys a chunk loads at once: itself and its static imports, transitively. */
function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/**
 * Everything a route's code can load, lazily too (dynamic imports included). Chunks import the entry (for
 * the shared runtime); the entry's own dynamic imports are the other routes, so they are not followed.
 */
function fullClosure(keys: string[], entryKeys: Set<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key) || !manifest[key] || entryKeys.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []));
  }
  return seen;
}

const fileCache = new Map<string, { gzip: number; raw: number; editor: boolean }>();
function measure(file: string) {
  const cached = fileCache.get(file);
  if (cached) return cached;
  const content = fs.readFileSync(path.join(distDir, file));
  const text = content.toString('utf8');
  const result = {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    editor: editorMarkers.some((marker) => marker.test(text)),
  };
  fileCache.set(file, result);
  return result;
}

function sizeOf(keys: Iterable<string>) {
  const files = [...new Set([...keys].map((key) => manifest[key]?.file).filter((file): file is string => !!file))];
  const jsFiles = files.filter((file) => file.endsWith('.js'));
  let gzip = 0;
  let raw = 0;
  const editorFiles: string[] = [];
  for (const file of jsFiles) {
    const size = measure(file);
    gzip += size.gzip;
    raw += size.raw;
    if (size.editor) editorFiles.push(file);
  }
  return { files: jsFiles.sort(), gzip, raw, editorFiles };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}
const entry = staticClosure([entryKey]);
// A shared chunk (the print pages import the renderer statically) has no `src`: find it by its name.
const rendererKey =
  findKey(rendererModule) ??
  Object.keys(manifest).find((key) => manifest[key]?.name === 'RichContent' && manifest[key]?.file.endsWith('.js')) ??
  null;
const rendererChunks = rendererKey ? staticClosure([rendererKey]) : new Set<string>();

const routes = readRoutes();
const ordered = [
  ...mainRoutes.flatMap((route) => routes.filter((candidate) => candidate.route === route)),
  ...routes.filter((candidate) => !mainRoutes.includes(candidate.route)),
];

type TRouteResult = {
  route: string;
  module: string;
  main: boolean;
  reading: boolean;
  initial: { gzip: number; raw: number; files: string[] };
  /** Also the renderer chunk, when the route's code can load it. */
  withRenderer: { gzip: number; raw: number; files: string[] } | null;
  /** JS files of the initial load and renderer that contain TipTap/ProseMirror code. */
  editorFiles: string[];
  /** Whether any lazily reachable chunk (e.g. an editor opened on demand) contains editor code. */
  editorReachableLazily: boolean;
  /** What the first view loads (with the renderer when the page can show rich content), against the budget. */
  firstViewGzip: number;
  overBudget: boolean;
};

const results: TRouteResult[] = [];
for (const { route, module } of ordered) {
  const key = findKey(module);
  if (!key) {
    console.error(`No manifest entry for ${module} (route ${route}).`);
    process.exit(1);
  }
  const initialKeys = new Set([...entry, ...staticClosure([key])]);
  const initial = sizeOf(initialKeys);
  const reachable = fullClosure([key], entry);
  const loadsRenderer = !!rendererKey && reachable.has(rendererKey);
  const withRendererKeys = loadsRenderer ? new Set([...initialKeys, ...rendererChunks]) : null;
  const withRenderer = withRendererKeys ? sizeOf(withRendererKeys) : null;
  const lazy = sizeOf(reachable);
  results.push({
    route,
    module,
    main: mainRoutes.includes(route),
    reading: !editingRoute.test(route),
    initial: { gzip: initial.gzip, raw: initial.raw, files: initial.files },
    withRenderer: withRenderer ? { gzip: withRenderer.gzip, raw: withRenderer.raw, files: withRenderer.files } : null,
    editorFiles: (withRenderer ?? initial).editorFiles,
    editorReachableLazily: lazy.editorFiles.length > 0,
    firstViewGzip: (withRenderer ?? initial).gzip,
    overBudget: budgetRoutes.includes(route) && (withRenderer ?? initial).gzip > readingBudgetBytes,
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const rows = results.map((result) => ({
  route: result.route,
  main: result.main ? 'yes' : '',
  kind: result.reading ? 'reading' : 'editing',
  'JS gzip': kb(result.initial.gzip),
  '+ renderer gzip': result.withRenderer ? kb(result.withRenderer.gzip) : '–',
  chunks: result.initial.files.length,
  'budget 150 kB': budgetRoutes.includes(result.route) ? (result.overBudget ? 'OVER' : 'ok') : '',
  'TipTap/ProseMirror': result.editorFiles.length > 0 ? 'YES' : result.editorReachableLazily ? 'lazy only' : 'no',
}));
const rendererOnly = [...rendererChunks].filter((key) => !entry.has(key));
console.log(
  `Web bundle per route (JavaScript, gzip level 9; entry ${kb(sizeOf(entry).gzip)}, renderer chunks ${
    rendererKey ? kb(sizeOf(rendererOnly).gzip) : 'not found'
  })`,
);
console.table(rows);
const editorChunks = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js') && measure(file).editor);
console.log(
  `Chunks of the build with TipTap/ProseMirror code: ${editorChunks.length ? editorChunks.join(', ') : 'none'}`,
);

const failures = results.filter((result) => result.reading && result.editorFiles.length > 0);
const overBudget = results.filter((result) => result.overBudget);
const resultsDir = path.join(repoRoot, 'bench/results');
fs.mkdirSync(resultsDir, { recursive: true });
const resultFile = path.join(resultsDir, `web-bundle-${new Date().toISOString().replace(/:/g, '-')}.json`);
fs.writeFileSync(
  resultFile,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      gzipLevel: 9,
      entry: sizeOf(entry),
      renderer: rendererKey ? sizeOf(rendererOnly) : null,
      routes: results,
      editorChunks,
      failures: failures.map((failure) => ({ route: failure.route, files: failure.editorFiles })),
      readingBudget: {
        bytes: readingBudgetBytes,
        routes: results
          .filter((result) => budgetRoutes.includes(result.route))
          .map((result) => ({ route: result.route, firstViewGzip: result.firstViewGzip, over: result.overBudget })),
      },
    },
    null,
    2,
  )}\n`,
);
console.log(`Results: ${path.relative(repoRoot, resultFile)}`);

for (const failure of failures) {
  console.error(`Reading route ${failure.route} loads editor code: ${failure.editorFiles.join(', ')}`);
}
for (const route of overBudget) {
  console.error(
    `Reading route ${route.route} loads ${kb(route.firstViewGzip)} of JavaScript (gzip), over the ${kb(readingBudgetBytes)} budget`,
  );
}
if (failures.length > 0 || overBudget.length > 0) process.exit(1);
