import { type ListDef, listItemBody, type ProfileAccountType, profileTypes } from '@ventura/shared';
import { badRequest, conflict, notFound, parseInput } from '../../platform/errors.ts';
import { assertEditable, type Caller, noteCompleteness, ownCard } from './own-card.ts';
import * as repo from './repo.ts';
import { type ListKey, listItemValues, listTables } from './store.ts';

/* The lists of the caller's own profile (experience, team, portfolio...): read, add, change, remove. */

const listOf = (type: ProfileAccountType, key: string) => {
  const list = profileTypes[type].lists.find((l) => l.key === key);
  if (!list) throw notFound('This list is not part of your profile');
  return { list, table: listTables[list.key as ListKey] };
};

const parseItem = (list: ListDef, mode: 'create' | 'update', input: unknown) => {
  const parsed = parseInput(listItemBody(list, mode), input);
  const { startDate, endDate } = parsed as { startDate?: string | null; endDate?: string | null };
  if (startDate && endDate && endDate < startDate) {
    throw badRequest('End date must not be before the start date', [
      'body.endDate: End date must not be before the start date',
    ]);
  }
  return parsed;
};

export const listItems = async (caller: Caller, type: ProfileAccountType, key: string) => {
  const card = ownCard(caller.auth, type);
  const { list } = listOf(type, key);
  const { lists } = await repo.loadOwnProfile(caller.db, caller.tenant.id, card);
  const own = lists.find((entry) => entry.list === list);
  return (own?.rows ?? []).map((row) => ({ id: Number(row.id), values: listItemValues(list, row) }));
};

export const addListItem = async (caller: Caller, type: ProfileAccountType, key: string, input: unknown) => {
  const card = ownCard(caller.auth, type);
  assertEditable(caller);
  const { list, table } = listOf(type, key);
  const values = parseItem(list, 'create', input);
  if ((await repo.countListItems(caller.db, caller.tenant.id, table, card.id)) >= list.maxItems) {
    throw conflict(`A profile lists at most ${list.maxItems} ${list.item}s`);
  }
  const row = await repo.insertListItem(caller.db, caller.tenant.id, table, card.id, values);
  if (!row) throw new Error('list insert returned nothing');
  await noteCompleteness(caller.db, caller.tenant.id, card);
  return { id: Number(row.id), values: listItemValues(list, row) };
};

export const changeListItem = async (
  caller: Caller,
  type: ProfileAccountType,
  key: string,
  id: number,
  input: unknown,
) => {
  const card = ownCard(caller.auth, type);
  assertEditable(caller);
  const { list, table } = listOf(type, key);
  const values = parseItem(list, 'update', input);
  const row = await repo.updateListItem(caller.db, caller.tenant.id, table, card.id, id, values);
  if (!row) throw notFound(`No such ${list.item} on your profile`);
  await noteCompleteness(caller.db, caller.tenant.id, card);
  return { id: Number(row.id), values: listItemValues(list, row) };
};

export const removeListItem = async (caller: Caller, type: ProfileAccountType, key: string, id: number) => {
  const card = ownCard(caller.auth, type);
  assertEditable(caller);
  const { list, table } = listOf(type, key);
  if (!(await repo.deleteListItem(caller.db, caller.tenant.id, table, card.id, id))) {
    throw notFound(`No such ${list.item} on your profile`);
  }
  await noteCompleteness(caller.db, caller.tenant.id, card);
};
