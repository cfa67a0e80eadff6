/*
 * The connection matrix as the settings page edits it: a grid of every pair of the tenant's open account
 * types (viewer → target), and back to the entries PUT admin/connection-matrix replaces the matrix with.
 */
import { type AccountType, accountTypes, type ConnectionMatrixEntry, isTypeOpen } from '@ventura/shared';

export type MatrixCell = { canSearch: boolean; canConnect: boolean };
/** Cells by `viewer>target`. */
export type MatrixGrid = Record<string, MatrixCell>;

export const pairKey = (viewer: AccountType, target: AccountType) => `${viewer}>${target}`;

/** The types the grid shows: those the tenant has open (never 'other'), in the spec's order. */
export const matrixTypes = (users: Readonly<Partial<Record<AccountType, boolean>>>): AccountType[] =>
  accountTypes.filter((type) => isTypeOpen(users, type));

const closed: MatrixCell = { canSearch: false, canConnect: false };

/** A cell for every pair of the types: the matrix's rule, or nothing allowed where it has none. */
export const gridOf = (entries: readonly ConnectionMatrixEntry[], types: readonly AccountType[]): MatrixGrid => {
  const rules = new Map(entries.map((entry) => [pairKey(entry.profileType, entry.otherProfileType), entry]));
  const grid: MatrixGrid = {};
  for (const viewer of types) {
    for (const target of types) {
      const rule = rules.get(pairKey(viewer, target)) ?? closed;
      grid[pairKey(viewer, target)] = { canSearch: rule.canSearch, canConnect: rule.canConnect };
    }
  }
  return grid;
};

/**
 * The whole matrix to save: a rule per pair of the grid's types, and the saved rules of pairs outside the
 * grid (types switched off now keep their rules for when they are switched on again).
 */
export const entriesOf = (
  grid: MatrixGrid,
  types: readonly AccountType[],
  saved: readonly ConnectionMatrixEntry[],
): ConnectionMatrixEntry[] => {
  const shown = new Set(types);
  const kept = saved.filter((entry) => !shown.has(entry.profileType) || !shown.has(entry.otherProfileType));
  const edited = types.flatMap((viewer) =>
    types.map((target) => ({
      profileType: viewer,
      otherProfileType: target,
      ...(grid[pairKey(viewer, target)] ?? closed),
    })),
  );
  return [...edited, ...kept];
};

/** Whether the grid differs from the saved matrix. */
export const gridChanged = (
  grid: MatrixGrid,
  types: readonly AccountType[],
  saved: readonly ConnectionMatrixEntry[],
) => {
  const before = gridOf(saved, types);
  return Object.entries(grid).some(([key, cell]) => {
    const was = before[key];
    return !was || was.canSearch !== cell.canSearch || was.canConnect !== cell.canConnect;
  });
};

/** The grid with one permission of one cell changed. */
export const withPermission = (
  grid: MatrixGrid,
  key: string,
  permission: keyof MatrixCell,
  allowed: boolean,
): MatrixGrid => {
  const cell = grid[key] ?? closed;
  return { ...grid, [key]: { ...cell, [permission]: allowed } };
};
