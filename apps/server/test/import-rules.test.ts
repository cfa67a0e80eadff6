import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkApp } from '../../../scripts/check-imports.mjs';

/*
 * The floors of the code (docs/architecture.md) are held by `npm run lint` through scripts/check-imports.mjs.
 * Here the rules meet planted violations in a throw-away tree (the lint itself checks the real one).
 */

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A throw-away src/ of the given files (path relative to src/ → source). */
const tree = (files: Record<string, string>) => {
  root = mkdtempSync(join(tmpdir(), 'imports-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
};

describe('the server floors', () => {
  it('refuses platform importing a feature, and says where the code belongs', () => {
    const src = tree({
      'platform/mail/index.ts': "import { x } from '../../modules/chat/service.ts';\nexport const y = x;\n",
      'modules/chat/service.ts': 'export const x = 1;\n',
    });
    expect(checkApp('server', src).problems).toEqual([
      expect.stringMatching(
        /^platform never imports a feature: .*platform\/mail\/index\.ts.*modules\/chat\/service\.ts.*belongs in platform\//,
      ),
    ]);
  });

  it("refuses a feature reaching into another's internals, and takes its index.ts face and its tables", () => {
    const src = tree({
      'modules/jobs/service.ts': [
        "import { book } from '../meetings/booking.ts';",
        "import { face } from '../meetings/index.ts';",
        "import { meetings } from '../meetings/tables.ts';",
        'export const all = [book, face, meetings];',
      ].join('\n'),
      'modules/meetings/booking.ts': 'export const book = 1;\n',
      'modules/meetings/index.ts': "export { book as face } from './booking.ts';\n",
      'modules/meetings/tables.ts': 'export const meetings = 1;\n',
    });
    expect(checkApp('server', src).problems).toEqual([
      expect.stringMatching(
        /^modules\/jobs reaches into modules\/meetings's internals \(modules\/meetings\/booking\.ts\): import it from modules\/meetings\/index\.ts/,
      ),
    ]);
  });

  it('refuses two features that import each other, even through their faces', () => {
    const src = tree({
      'modules/forms/index.ts': "import { p } from '../programs/index.ts';\nexport const f = p;\n",
      'modules/programs/index.ts': "import { g } from '../forms/other.ts';\nexport const p = 1;\nexport const q = g;\n",
      'modules/forms/other.ts': 'export const g = 1;\n',
    });
    expect(checkApp('server', src).problems).toContain(
      'rooms import each other (through any file): modules/forms ↔ modules/programs',
    );
  });

  it('refuses an import circle between files, type-only imports included', () => {
    const src = tree({
      'platform/db/index.ts': "import type { E } from './executor.ts';\nexport type Db = { e: E };\n",
      'platform/db/executor.ts': "import type { Db } from './index.ts';\nexport type E = (db: Db) => void;\n",
    });
    expect(checkApp('server', src).problems).toEqual([
      'import circle between files: platform/db/executor.ts → platform/db/index.ts',
    ]);
  });
});

describe('the web floors', () => {
  it('refuses ui/ and api/ importing the shell or a feature, and core/ importing ui/', () => {
    const src = tree({
      'ui/card.tsx': "import { shell } from '../app/shell.tsx';\nexport const card = shell;\n",
      'api/client.ts': "import { paths } from '../features/jobs/index.ts';\nexport const c = paths;\n",
      'core/session.ts': "import { card } from '../ui/card.tsx';\nexport const s = card;\n",
      'app/shell.tsx': 'export const shell = 1;\n',
      'features/jobs/index.ts': 'export const paths = 1;\n',
    });
    const { problems } = checkApp('web', src);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(
      /ui\/ stands under the features and the shell: ui\/card\.tsx may not import app\/shell\.tsx/,
    );
    expect(problems.join('\n')).toMatch(
      /api\/ stands under .*api\/client\.ts may not import features\/jobs\/index\.ts/,
    );
    expect(problems.join('\n')).toMatch(/core\/ is the floor: core\/session\.ts may not import ui\/card\.tsx/);
  });

  it("refuses a feature reaching into another's internals, and spares tests", () => {
    const src = tree({
      'features/console/page.tsx': "import { Editor } from '../programs/admin/editor.tsx';\nexport const p = Editor;\n",
      'features/console/page.test.tsx':
        "import { Editor } from '../programs/admin/editor.tsx';\nexport const t = Editor;\n",
      'features/programs/admin/editor.tsx': 'export const Editor = 1;\n',
    });
    expect(checkApp('web', src).problems).toEqual([
      expect.stringMatching(
        /^features\/console reaches into features\/programs's internals \(features\/programs\/admin\/editor\.tsx\)/,
      ),
    ]);
  });
});
