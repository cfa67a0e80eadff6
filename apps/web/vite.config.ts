import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server in development; the proxy keeps the browser's Host header so tenants resolve by host. */
const apiServer = process.env.VENTURA_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      // @ventura/shared is pure declarations (schemas, enums, constants) behind one index, so modules the
      // web does not use, like the phone-number validation, must not end up in the bundle.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
