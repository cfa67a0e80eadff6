import { describe, expect, it } from 'vitest';
import { createMemo } from './memo.ts';

describe('the memo', () => {
  it('shares one load between concurrent misses and keeps it until it expires', async () => {
    const memo = createMemo<number>(30);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await Promise.all([memo.remember('a', load), memo.remember('a', load)])).toEqual([1, 1]);
    expect(await memo.remember('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('lets the oldest entry go when full, so new keys cannot empty it for the others', async () => {
    const memo = createMemo<string>(30, 3);
    for (const key of ['a', 'b', 'c', 'd']) await memo.remember(key, async () => `first ${key}`);
    // 'a' went; 'b' to 'd' are still kept.
    expect(await memo.remember('a', async () => 'again a')).toBe('again a');
    expect(await memo.remember('c', async () => 'again c')).toBe('first c');
    expect(await memo.remember('d', async () => 'again d')).toBe('first d');
  });

  it('forgets the entries of a prefix, and keeps no failed load', async () => {
    const memo = createMemo<string>(30);
    await memo.remember('t1:page', async () => 'one');
    await memo.remember('t2:page', async () => 'two');
    memo.forget('t1:');
    expect(await memo.remember('t1:page', async () => 'one again')).toBe('one again');
    expect(await memo.remember('t2:page', async () => 'two again')).toBe('two');
    await expect(memo.remember('broken', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.remember('broken', async () => 'up')).toBe('up');
  });
});
