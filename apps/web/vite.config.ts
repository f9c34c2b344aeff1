import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = 'http://localhost:3001';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every text asset of the build, once, so the
 * server sends them by Accept-Encoding without compressing per request (@fastify/static `preCompressed`).
 * A variant that would not be smaller is left out; the server then sends the file itself.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  // The server bundle's chunks (vite.ssr.config.ts) are loaded by the API, never sent to a browser.
  let serverBundle = false;
  return {
    name: 'zadania:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBundle = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (serverBundle) return;
      const assetsDir = path.join(outDir, 'assets');
      const names = await fs.readdir(assetsDir).catch(() => [] as string[]);
      const textAssets = names.filter((name) => /\.(?:js|mjs|css|svg|json|txt|map)$/.test(name));
      await Promise.all(
        textAssets.map(async (name) => {
          const file = path.join(assetsDir, name);
          const content = await fs.readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: 9 }),
          ]);
          if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The shared contract's endpoints carry zod schemas for the server (validation, OpenAPI); the browser reads only
 * their method, path and whether the answer is `'raw'` (call-endpoint.ts) and imports the schemas its forms check by
 * name. In the web build the schemas of `*.endpoints.ts` are dropped, so a page that calls an endpoint does not load
 * zod and every schema of the contract with it: the fields of a table written out (`response: ZThing`) and the
 * arguments of the route builders (`get('/path', ZQuery, ZAnswer)`), every `ZThing` after the imports. Types are
 * unchanged: TypeScript still reads the source.
 */
function contractWithoutSchemas(): Plugin {
  const endpointsModule = /[\\/]packages[\\/]shared[\\/]src[\\/].+\.endpoints\.ts$/;
  return {
    name: 'zadania:contract-without-schemas',
    apply: 'build',
    transform: {
      filter: { id: endpointsModule },
      handler(code, id) {
        // Import statements lose their schemas (an import left empty goes: it would still tie the schema module to every
        // page that calls an endpoint, and the bundler would put its schemas in the chunk those pages load); the rest
        // loses its schemas.
        const parts = code.split(/(^import\b[^;]*?\bfrom\s*['"][^'"]+['"];?)/m);
        // A schema used as a value (`ZThing.extend(…)`, `ZThing.shape`) would become `undefined.…` in the browser.
        const schemaUsedAsValue = parts.find(
          (part, index) => index % 2 === 0 && /(?<![\w$.])Z[A-Z]\w*\s*[.[]/.test(part),
        );
        if (schemaUsedAsValue) {
          this.error(
            `${id}: an endpoint table uses a schema as a value (${/(?<![\w$.])Z[A-Z]\w*\s*[.[]/.exec(schemaUsedAsValue)![0]}…); the web build drops the schemas of *.endpoints.ts, so build it in a *.schemas.ts module and name it here`,
          );
        }
        const body = parts.map((part, index) =>
          index % 2 === 1
            ? part
            : part
                .replace(/\b(query|body|response): Z\w*/g, '$1: undefined')
                .replace(/(?<![\w$.])Z[A-Z]\w*\b(?!\s*[:=(])/g, 'undefined'),
        );
        // A schema the rest still names (a call, `ZThing(…)`) keeps its import.
        const stillNamed = new Set(
          body
            .filter((_, index) => index % 2 === 0)
            .join('')
            .match(/\bZ[A-Z]\w*/g),
        );
        const withoutSchemas = body.map((part, index) =>
          index % 2 === 1 ? withoutSchemaImports(part, stillNamed) : part,
        );
        return { code: withoutSchemas.join(''), map: null };
      },
    },
  };
}

/**
 * Mantine's `useId` gives each component React's id, then swaps it for a random one in a layout effect once mounted.
 * On a page rendered on the server that swap is an urgent update of every component with an id (the app shell, each
 * popover, tooltip, rating and segmented control) in the commit that ends hydration, and the app shell's new context
 * value then forces React to hydrate every text still waiting (each rich text's Suspense boundary) in one synchronous
 * render: 200–300 ms of one task on a slow phone (issue 59, total blocking time). In the browser's build the hook
 * keeps React's id, which is unique within the page's one root and the same on the server.
 */
function stableMantineIds(): Plugin {
  const useIdModule = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  return {
    name: 'zadania:stable-mantine-ids',
    apply: 'build',
    transform: {
      filter: { id: useIdModule },
      handler(code, id) {
        if (!code.includes('setUuid(randomId())')) {
          this.error(`${id}: Mantine's useId changed; check whether it still swaps its id after mounting`);
        }
        return {
          code: [
            '"use client";',
            'import { useId as useReactId } from "react";',
            'function useId(staticId) {',
            '	const reactId = useReactId();',
            '	return typeof staticId === "string" ? staticId : "mantine-" + reactId.replace(/:/g, "");',
            '}',
            'export { useId };',
          ].join('\n'),
          map: null,
        };
      },
    },
  };
}

/**
 * An import statement of an endpoints module without the schemas it names (`ZThing`, `ZThing as ZOther`) that the
 * module no longer uses (`stillNamed`: the names left in its code); '' when nothing is left. Type-only imports and
 * imports without a list are kept.
 */
function withoutSchemaImports(statement: string, stillNamed: ReadonlySet<string>) {
  const named = /^import\s*\{([^}]*)\}\s*from\s*(['"][^'"]+['"]);?$/.exec(statement.trim());
  if (!named) return statement;
  const kept = named[1]!
    .split(',')
    .map((specifier) => specifier.trim())
    .filter((specifier) => {
      const schema = /^Z[A-Z]\w*(?:\s+as\s+([\w$]+))?$/.exec(specifier);
      return specifier && (!schema || stillNamed.has(schema[1] ?? specifier));
    });
  return kept.length ? `import { ${kept.join(', ')} } from ${named[2]};` : '';
}

/**
 * zod schemas are built by calls, which a bundler must keep even when nobody uses the schema: a page that needs
 * one constant of a contract module would load all of its schemas, and zod. In the web build each top-level
 * `const X = …` of a shared module that imports zod is evaluated in a function call marked pure
 * (`/* @__PURE__ *\/ (() => …)()`): the same value at the same moment, but left out when no page uses it.
 * Works on the compiler's JavaScript output, where a top-level statement ends with `;` at the end of a line
 * that starts in column 0.
 */
function pureSharedSchemas(): Plugin {
  const sharedModule = /[\\/]packages[\\/]shared[\\/]src[\\/].+\.ts$/;
  const declaration = /^((?:export )?const [\w$]+ = )(.*)$/;
  return {
    name: 'zadania:pure-shared-schemas',
    apply: 'build',
    transform: {
      filter: { id: sharedModule },
      handler(code) {
        if (!/from ['"]zod['"]/.test(code)) return null;
        const lines = code.split('\n');
        const output: string[] = [];
        for (let index = 0; index < lines.length; index += 1) {
          const match = declaration.exec(lines[index] as string);
          if (!match) {
            output.push(lines[index] as string);
            continue;
          }
          const body = [match[2] as string];
          const ended = () =>
            body.length === 1 ? (body[0] as string).endsWith(';') : /^\S.*;$/.test(body.at(-1) as string);
          while (!ended() && index + 1 < lines.length) {
            index += 1;
            body.push(lines[index] as string);
          }
          const initializer = body.join('\n').replace(/;$/, '');
          output.push(`${match[1]}/* @__PURE__ */ (() => (${initializer}))();`);
        }
        return { code: output.join('\n'), map: null };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), contractWithoutSchemas(), pureSharedSchemas(), stableMantineIds(), precompressAssets()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // index.html keeps its preloads (a page the server does not render needs the entry's chunks at once), but a
    // lazily loaded page does not insert a <link rel="modulepreload"> per chunk it needs: on a server-rendered page
    // those insertions (100–150 of them) were the longest task of the load on a slow phone (issue 59, TBT).
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: chunks per route for `npm run bench:web`.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/ }],
        },
      },
    },
  },
});
