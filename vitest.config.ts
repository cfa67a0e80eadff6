import { defineConfig } from 'vitest/config';

const json = process.env.VITEST_JSON;

/**
 * Where the time goes (docs/testing.md): a server test file used to pay 3.5 s importing the server, 1.7 s
 * loading its database and 2.6 s building the app before its first test, and a web file 1.5 s for its
 * DOM and imports. So:
 * - files share their worker's module cache (`isolate: false`): the server is imported once per worker,
 *   not once per file. Every file still gets its own database and app (test/helpers.ts), and no module
 *   of ours keeps state between apps.
 * - only the web files that render (`*.test.tsx`) pay for a DOM; the rest run on plain Node.
 * - two workers: Vitest's default on two cores is one.
 */
export default defineConfig({
  test: {
    reporters: json ? ['default', 'json'] : ['default'],
    ...(json ? { outputFile: { json } } : {}),
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'web-logic',
          root: 'apps/web',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
    ],
  },
});
