// npm run build (with the web app): the API compiled to JavaScript, so `npm start` runs plain node and no
// TypeScript transpiler in the serving process (issue 35). ESM with source maps: the API and the
// workspace packages it uses (their TypeScript sources) bundled; every npm dependency stays an import
// resolved from node_modules. A second entry, migrate.js, is `npm run migrate`. The SQL migrations are copied
// beside them (the migrator reads them from there).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** npm dependencies of the API and of the workspace packages it bundles: never bundled. */
export function externalDependencies(root) {
  const manifests = ['apps/api', 'packages/shared', 'packages/editor'].map((folder) =>
    readJson(path.join(root, folder, 'package.json')),
  );
  const names = new Set(
    manifests.flatMap((manifest) => Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })),
  );
  return [...names].filter((name) => !name.startsWith('@zadania/')).flatMap((name) => [name, `${name}/*`]);
}

export async function buildApi(root) {
  const apiRoot = path.join(root, 'apps/api');
  const outdir = path.join(apiRoot, 'dist');
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    // main.js serves; migrate.js (npm run migrate) only migrates, for nodes started with MIGRATE_ON_START=false.
    // learning-rebuild.js (npm run learning:rebuild) rebuilds the student models from the attempt log.
    entryPoints: {
      main: path.join(apiRoot, 'src/main.ts'),
      migrate: path.join(apiRoot, 'src/migrate.ts'),
      'learning-rebuild': path.join(apiRoot, 'src/learning-rebuild.ts'),
    },
    outdir,
    // What is imported on demand (the S3 client where S3 is configured) is a chunk of its own, loaded then.
    splitting: true,
    // Beside main.js: code that finds files by import.meta.dirname (migrations, the web build) works from any chunk.
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: externalDependencies(root),
    // The few CommonJS-style calls in bundled code (none today) get a real require.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
  fs.cpSync(path.join(apiRoot, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  const bytes = fs.statSync(path.join(outdir, 'main.js')).size;
  return { bytes, inputs: Object.keys(result.metafile.inputs).length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const started = Date.now();
  const { bytes, inputs } = await buildApi(root);
  console.log(
    `API: apps/api/dist/main.js (${(bytes / 1024).toFixed(0)} kB from ${inputs} files) in ${Date.now() - started} ms`,
  );
}
