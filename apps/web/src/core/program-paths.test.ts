import { programFamilies, programFamilyInfo } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { programPaths } from './program-paths.ts';

describe('programPaths', () => {
  it('lists each family where the shared contract says its page is', () => {
    for (const family of programFamilies) expect(programPaths.list(family)).toBe(programFamilyInfo[family].webPath);
  });

  it('names the family of a program’s pages when known', () => {
    expect(programPaths.details('SEED 1', 'video')).toBe('/programs/SEED%201?family=video');
    expect(programPaths.apply('SEED')).toBe('/programs/SEED/apply');
  });

  it("opens a program's editor where its manager works: the console for an operator, /programs/manage otherwise", () => {
    expect(programPaths.editFor('p 1', 'operator')).toBe('/admin/programs/p%201');
    expect(programPaths.editFor('p 1', 'member')).toBe('/programs/manage/p%201');
  });
});
