import path from 'node:path';

/**
 * The server package's folder (apps/server). This file sits one level below it both when the server runs
 * from its sources (src/paths.ts) and when it runs from the build (dist/main.js, one bundle), so every path
 * the server reads from the repository starts here and means the same thing in both.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..');
export const repoRoot = path.resolve(serverRoot, '../..');
