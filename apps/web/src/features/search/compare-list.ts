/*
 * Compare lists (spec: "compare lists per kind (startups, investors, corporates) allow add, remove and
 * reset"): browser state, one list per kind, kept in localStorage so that it survives a reload and is the
 * same in every tab. At most compareLimit profiles each, as the compare call takes.
 */
import { type AccountType, compareLimit, type DirectoryType } from '@ventura/shared';
import { useCallback, useSyncExternalStore } from 'react';

export const compareKinds = ['startups', 'investors', 'corporates'] as const;
export type CompareKind = (typeof compareKinds)[number];

/** What the tray shows of a profile without asking the server again. */
export type CompareItem = { uuid: string; name: string; logo: string | null; profileUrl: string };

export const compareKindLabels: Record<CompareKind, { plural: string; singular: string }> = {
  startups: { plural: 'startups', singular: 'startup' },
  investors: { plural: 'investors', singular: 'investor' },
  corporates: { plural: 'corporates', singular: 'corporate' },
};

const kindOfType: Partial<Record<AccountType, CompareKind>> = {
  startup: 'startups',
  investor: 'investors',
  corporate: 'corporates',
};

/** The directory each compare list belongs to: who may not search it may not compare its profiles. */
export const compareDirectoryOf: Record<CompareKind, DirectoryType> = {
  startups: 'startup',
  investors: 'investor',
  corporates: 'corporate',
};

/** The compare list a profile of this type goes into; null for types that are not compared. */
export const compareKindOf = (type: AccountType): CompareKind | null => kindOfType[type] ?? null;

export const isCompareKind = (value: string | undefined): value is CompareKind =>
  compareKinds.some((kind) => kind === value);

export const storageKeyOf = (kind: CompareKind) => `ventura-compare-${kind}`;

const isItem = (value: unknown): value is CompareItem =>
  typeof value === 'object' &&
  value !== null &&
  'uuid' in value &&
  typeof value.uuid === 'string' &&
  'name' in value &&
  typeof value.name === 'string' &&
  'profileUrl' in value &&
  typeof value.profileUrl === 'string' &&
  'logo' in value &&
  (value.logo === null || typeof value.logo === 'string');

/** What storage holds for a kind, trusting nothing: another version of the app, or a person, may have written it. */
const parse = (raw: string | null): CompareItem[] => {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const seen = new Set<string>();
    return value.filter((item): item is CompareItem => {
      if (!isItem(item) || seen.has(item.uuid)) return false;
      seen.add(item.uuid);
      return true;
    });
  } catch {
    return [];
  }
};

export type AddResult = 'added' | 'present' | 'full';

/** The lists of one browser; `storage` is localStorage in the app, a stand-in in tests. */
export const createCompareStore = (storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) => {
  const listeners = new Set<() => void>();
  const cache = new Map<CompareKind, { raw: string | null; items: CompareItem[] }>();

  const list = (kind: CompareKind): CompareItem[] => {
    let raw: string | null = null;
    try {
      raw = storage.getItem(storageKeyOf(kind));
    } catch {
      raw = null;
    }
    // The same array while storage holds the same text: React compares snapshots by identity.
    const cached = cache.get(kind);
    if (cached && cached.raw === raw) return cached.items;
    const items = parse(raw).slice(0, compareLimit);
    cache.set(kind, { raw, items });
    return items;
  };

  const write = (kind: CompareKind, items: CompareItem[]) => {
    try {
      if (items.length === 0) storage.removeItem(storageKeyOf(kind));
      else storage.setItem(storageKeyOf(kind), JSON.stringify(items));
    } catch {
      // Storage full or refused (private mode): the list simply does not change.
    }
    for (const listener of listeners) listener();
  };

  return {
    list,
    has: (kind: CompareKind, uuid: string) => list(kind).some((item) => item.uuid === uuid),
    /** Adds a profile at the end, unless it is there already or the list holds compareLimit. */
    add(kind: CompareKind, item: CompareItem): AddResult {
      const items = list(kind);
      if (items.some((existing) => existing.uuid === item.uuid)) return 'present';
      if (items.length >= compareLimit) return 'full';
      write(kind, [...items, { uuid: item.uuid, name: item.name, logo: item.logo, profileUrl: item.profileUrl }]);
      return 'added';
    },
    remove(kind: CompareKind, uuid: string) {
      const items = list(kind);
      if (items.some((item) => item.uuid === uuid))
        write(
          kind,
          items.filter((item) => item.uuid !== uuid),
        );
    },
    reset(kind: CompareKind) {
      if (list(kind).length > 0) write(kind, []);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Tells the listeners that storage changed elsewhere (another tab's storage event). */
    changed() {
      for (const listener of listeners) listener();
    },
  };
};

export type CompareStore = ReturnType<typeof createCompareStore>;

let browserStore: CompareStore | null = null;

/** This browser's lists, made on first use; a change in another tab reaches this one through the storage event. */
export const compareStore = () => {
  if (browserStore) return browserStore;
  const store = createCompareStore(window.localStorage);
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('ventura-compare-')) store.changed();
  });
  browserStore = store;
  return store;
};

/** One kind's compare list, kept up to date. */
export const useCompareList = (kind: CompareKind) => {
  const store = compareStore();
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  return useSyncExternalStore(subscribe, () => store.list(kind));
};
