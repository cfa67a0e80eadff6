import { describe, expect, it } from 'vitest';
import * as shared from './index.ts';

describe('the job enums of product.md 3', () => {
  it('keeps those the job form takes', () => {
    expect(shared.EmploymentType.options).toEqual(['full_time', 'part_time', 'work_from_home', 'hybrid']);
    expect(shared.WorkMode.options).toEqual(['on_site', 'hybrid', 'remote', 'not_specified']);
    expect(shared.ApplicationMode.options).toEqual(['inbuilt', 'external']);
  });

  it('declares none that no form or field of the spec takes (yes/no, grant status, location type)', () => {
    expect(Object.keys(shared).filter((name) => ['YesNo', 'GrantStatus', 'LocationType'].includes(name))).toEqual([]);
  });
});
