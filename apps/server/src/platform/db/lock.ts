import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not lock its data directory, and a second process that opens it silently loses rows.
 * This takes an exclusive lock file beside the data directory, or throws naming the process that holds it.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'ventura.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if (!isExists(error)) throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by process ${holder}. ` +
            'Stop that process (a running server or seed) first, or set DATA_DIR to another folder.',
        );
      }
      fs.rmSync(file, { force: true }); // left behind by a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
};

export class DataDirLockedError extends Error {}

const isExists = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'EEXIST';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
};
