import { describe, expect, it } from 'vitest';
import {
  approvalFilterCodecs,
  approvalQueryOf,
  approvalViewKeys,
  auditFilterCodecs,
  auditQueryOf,
  isNarrowed,
  memberFilterCodecs,
  memberQueryOf,
  readFilter,
  writeFilter,
} from './filters.ts';

const params = (search: string) => new URLSearchParams(search);

describe('console filters in the address', () => {
  it('reads the queue with its defaults when the address says nothing', () => {
    expect(readFilter(approvalFilterCodecs, params(''))).toEqual({
      status: 'submitted',
      type: null,
      search: '',
      from: null,
      to: null,
      min: null,
      max: null,
      sort: 'oldest_request',
      page: 1,
    });
  });

  it('reads every filter the address holds, and falls back where a value is not one the list takes', () => {
    const filter = readFilter(
      approvalFilterCodecs,
      params(
        'status=rejected&type=investor&search=%20kite%20&from=2026-02-01&to=2026-02-30&min=40&max=140&sort=name&page=3',
      ),
    );
    expect(filter).toEqual({
      status: 'rejected',
      type: 'investor',
      search: 'kite',
      from: '2026-02-01',
      // No 30th of February; no 140 %.
      to: null,
      min: 40,
      max: null,
      sort: 'name',
      page: 3,
    });
    expect(readFilter(approvalFilterCodecs, params('status=nope&type=admin&sort=random&page=-2')).status).toBe(
      'submitted',
    );
    expect(readFilter(approvalFilterCodecs, params('page=2.5')).page).toBe(1);
  });

  it('writes a change back, leaving defaults out and going back to the first page', () => {
    const current = params('status=rejected&page=4&tab=keep');
    expect(writeFilter(approvalFilterCodecs, current, { type: 'mentor' }).toString()).toBe(
      'status=rejected&tab=keep&type=mentor',
    );
    expect(writeFilter(approvalFilterCodecs, current, { status: 'submitted', search: '' }).toString()).toBe('tab=keep');
    expect(writeFilter(approvalFilterCodecs, current, { page: 5 }).toString()).toBe('status=rejected&page=5&tab=keep');
    expect(writeFilter(approvalFilterCodecs, current, { page: 1 }).toString()).toBe('status=rejected&tab=keep');
  });

  it('round-trips a filter through the address', () => {
    const filter = readFilter(approvalFilterCodecs, params('type=partner&min=0&max=100&from=2026-01-05'));
    const written = writeFilter(approvalFilterCodecs, params(''), filter);
    expect(readFilter(approvalFilterCodecs, written)).toEqual(filter);
  });

  it('asks the server only for what is set', () => {
    const queue = approvalQueryOf(readFilter(approvalFilterCodecs, params('type=startup&min=50&page=2')));
    expect(queue).toEqual({
      status: 'submitted',
      type: 'startup',
      search: undefined,
      from: undefined,
      to: undefined,
      completenessMin: 50,
      completenessMax: undefined,
      sort: 'oldest_request',
      pageNumber: 2,
      limit: 25,
    });
    expect(memberQueryOf(readFilter(memberFilterCodecs, params('status=suspended&role=operator')))).toMatchObject({
      status: 'suspended',
      role: 'operator',
      type: undefined,
      pageNumber: 1,
    });
    const actor = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(auditQueryOf(readFilter(auditFilterCodecs, params(`actor=${actor}&action=profile.`)))).toMatchObject({
      actor,
      action: 'profile.',
    });
    expect(readFilter(auditFilterCodecs, params('actor=not-an-id')).actor).toBeNull();
  });

  it('tells a narrowed list from one that only changed its tab, order or page', () => {
    const plain = readFilter(approvalFilterCodecs, params('status=approved&sort=name&page=2'));
    expect(isNarrowed(plain, approvalViewKeys)).toBe(false);
    expect(isNarrowed({ ...plain, search: 'kite' }, approvalViewKeys)).toBe(true);
    expect(isNarrowed(readFilter(memberFilterCodecs, params('status=suspended')))).toBe(true);
  });
});
