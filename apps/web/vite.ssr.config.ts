import { defineConfig, mergeConfig } from 'vite';
import baseConfig from './vite.config.ts';

/**
 * The server bundle of the reading pages (src/entry-server.tsx, loaded by the API): one file, so that the API can
 * load a new build beside the old one (by its own URL) without a restart.
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
      rolldownOptions: { output: { codeSplitting: false } },
    },
  }),
);
