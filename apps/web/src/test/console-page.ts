import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { notify } from '../core/notify.ts';
import { sessionStore } from '../core/session.ts';
import { operatorSession } from './console-fixture.ts';
import { stubAutosize, stubMatchMedia } from './render.tsx';

/**
 * A console page's test hooks: the DOM stubs its dialogs and text areas need, the operator signed in,
 * success toasts silenced (and spied, for the test to read), and a clean page after each test.
 */
export const consolePageHooks = () => {
  beforeAll(() => {
    stubMatchMedia();
    stubAutosize();
  });
  beforeEach(() => {
    sessionStore.signIn(operatorSession);
    vi.spyOn(notify, 'success').mockImplementation(() => '');
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    vi.restoreAllMocks();
  });
};

/** The row of a table (of the page, or of one named table) whose header cell has this name, once it shows. */
export const tableRow = async (name: string | RegExp, table?: string) => {
  const scope = table ? within(await screen.findByRole('table', { name: table })) : screen;
  const tr = (await scope.findByRole('rowheader', { name })).closest('tr');
  if (!tr) throw new Error(`no row of ${String(name)}`);
  return tr;
};
