import { defineConfig, mergeConfig } from 'vite';
import baseConfig from './vite.config.ts';

/**
 * The server bundle of the reading pages (src/entry-server.tsx, loaded by the API). Split in chunks, so that a node
 * loads only what the reading pages use (the editor, chat and the rest of the app are never loaded on the server).
 * Code that the entry and the pages share goes to chunks of its own: the entry is loaded by a URL of its build (so
 * that the API can load a new build beside the old one without a restart), and every chunk by its plain, hashed
 * name, so all of them import one copy of React, the query client and the rest.
 */
export default mergeConfig(
  baseConfig,
  defineConfig({
    // React, Mantine and the rest are bundled in their production form: the API may run with another NODE_ENV
    // (tests, demo content), and React's development build renders several times slower. jsdom stays a package.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, external: ['jsdom'] },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: 'dist-server',
      copyPublicDir: false,
      manifest: false,
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shared', minShareCount: 2 }] } } },
    },
  }),
);
