import { onTestFinished, vi } from 'vitest';

type Stubbed = 'createObjectURL' | 'revokeObjectURL';

/**
 * Stands in for URL.createObjectURL and URL.revokeObjectURL (jsdom has neither) until the test ends, then
 * puts back what was there: test files share a worker's globals, so a stub left behind is the next
 * file's URL.
 */
export const stubObjectUrls = (created = 'blob:test') => {
  const createObjectURL = vi.fn((_: Blob | MediaSource) => created);
  const revokeObjectURL = vi.fn((_: string) => undefined);
  const stubs: Record<Stubbed, unknown> = { createObjectURL, revokeObjectURL };
  for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
    const saved = Object.getOwnPropertyDescriptor(URL, name);
    Object.defineProperty(URL, name, { configurable: true, writable: true, value: stubs[name] });
    onTestFinished(() => {
      if (saved) Object.defineProperty(URL, name, saved);
      else Reflect.deleteProperty(URL, name);
    });
  }
  return { createObjectURL, revokeObjectURL };
};
