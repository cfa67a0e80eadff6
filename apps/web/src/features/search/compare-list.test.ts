import { describe, expect, it, vi } from 'vitest';
import { type CompareItem, compareKindOf, createCompareStore, storageKeyOf } from './compare-list.ts';

/** A stand-in for localStorage. */
const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
    removeItem: (key: string) => {
      values.delete(key);
    },
  };
};

const item = (n: number): CompareItem => ({
  uuid: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Startup ${n}`,
  logo: null,
  profileUrl: `/startups/profile/${n}`,
});

describe('compare lists', () => {
  it('add, remove and reset per kind, in the order added, kept in storage', () => {
    const storage = memoryStorage();
    const store = createCompareStore(storage);
    expect(store.add('startups', item(1))).toBe('added');
    expect(store.add('startups', item(2))).toBe('added');
    expect(store.add('investors', item(3))).toBe('added');
    expect(store.list('startups').map((entry) => entry.name)).toEqual(['Startup 1', 'Startup 2']);
    expect(store.has('investors', item(3).uuid)).toBe(true);
    // Another store on the same storage (a reload) sees the same lists.
    expect(createCompareStore(storage).list('startups')).toHaveLength(2);

    store.remove('startups', item(1).uuid);
    expect(store.list('startups').map((entry) => entry.name)).toEqual(['Startup 2']);
    store.reset('startups');
    expect(store.list('startups')).toEqual([]);
    expect(storage.values.has(storageKeyOf('startups'))).toBe(false);
    expect(store.list('investors')).toHaveLength(1);
  });

  it('hold four at most and each profile once', () => {
    const store = createCompareStore(memoryStorage());
    for (const n of [1, 2, 3, 4]) expect(store.add('corporates', item(n))).toBe('added');
    expect(store.add('corporates', item(5))).toBe('full');
    expect(store.add('corporates', item(2))).toBe('present');
    expect(store.list('corporates')).toHaveLength(4);
  });

  it('tell listeners of each change, and give the same list while nothing changed', () => {
    const store = createCompareStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add('startups', item(1));
    store.remove('startups', 'not-there');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.list('startups')).toBe(store.list('startups'));
    unsubscribe();
    store.reset('startups');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('trust nothing storage holds: bad entries, duplicates and more than four are dropped', () => {
    const storage = memoryStorage();
    storage.setItem(
      storageKeyOf('startups'),
      JSON.stringify([item(1), { uuid: 7 }, item(1), 'x', item(2), item(3), item(4), item(5)]),
    );
    storage.setItem(storageKeyOf('investors'), '{not json');
    const store = createCompareStore(storage);
    expect(store.list('startups').map((entry) => entry.name)).toEqual([
      'Startup 1',
      'Startup 2',
      'Startup 3',
      'Startup 4',
    ]);
    expect(store.list('investors')).toEqual([]);
  });

  it('keep working when storage refuses to be written', () => {
    const storage = memoryStorage();
    const store = createCompareStore({
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => store.add('startups', item(1))).not.toThrow();
    expect(store.list('startups')).toEqual([]);
  });

  it('are kept for startups, investors and corporates only', () => {
    expect(compareKindOf('startup')).toBe('startups');
    expect(compareKindOf('investor')).toBe('investors');
    expect(compareKindOf('corporate')).toBe('corporates');
    expect(compareKindOf('mentor')).toBeNull();
  });
});
