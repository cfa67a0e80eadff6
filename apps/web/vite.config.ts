import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './plugins/precompress.ts';

/** The API server in development; the proxy keeps the browser's Host header so tenants resolve by host. */
const apiServer = process.env.VENTURA_API ?? 'http://localhost:3000';

export default defineConfig(({ command }) => {
  // A build is always the production bundle: Vite takes NODE_ENV from the caller's environment when it is
  // set, so `NODE_ENV=development npm start` used to ship React's development build. Config runs before
  // Vite reads it back, which is the place Vite's documentation gives for setting it.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), precompress()],
    server: {
      port: 5173,
      proxy: {
        '/api': { target: apiServer, changeOrigin: false },
        '/socket.io': { target: apiServer, changeOrigin: false, ws: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // dist/.vite/manifest.json: which chunks each page pulls in, read by scripts/first-load.mjs.
      manifest: true,
      rolldownOptions: {
        // Everything the entry imports statically goes into the entry chunk: the browser needs all of it
        // before the first screen anyway, and one file compresses better (about 5 KB gzip) and loads in one
        // request, where automatic splitting added eight pieces that lazy pages share with the entry.
        output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
        // @ventura/shared is pure declarations (schemas, enums, constants) behind one index, so modules the
        // web does not use, like the phone-number validation, must not end up in the bundle.
        treeshake: { moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }] },
      },
    },
  };
});
