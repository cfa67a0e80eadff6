import { describe, expect, it } from 'vitest';
import {
  activeJobFilterCount,
  changeJobFilters,
  emptyJobFilters,
  jobFilterParams,
  jobQueryOf,
  readJobFilters,
} from './filters.ts';

const read = (search: string) => readJobFilters(new URLSearchParams(search));

describe('job filters in the address', () => {
  it('reads every filter, and writes them back the same', () => {
    const search =
      'search=designer&employmentType=full_time%2Cpart_time&workMode=remote&skills=react%2Cfigma&countryCode=IN&city=Pune&salaryFrom=50000&sort=deadline&page=3';
    const filters = read(search);
    expect(filters).toEqual({
      search: 'designer',
      employmentType: ['full_time', 'part_time'],
      workMode: ['remote'],
      skills: ['react', 'figma'],
      countryCode: 'IN',
      city: 'Pune',
      salaryFrom: 50000,
      sort: 'deadline',
      page: 3,
    });
    expect(jobFilterParams(filters).toString()).toBe(search);
  });

  it('leaves out what is unset, so a plain search has a plain address', () => {
    expect(jobFilterParams(emptyJobFilters).toString()).toBe('');
    expect(read('')).toEqual(emptyJobFilters);
  });

  it('drops what it does not know rather than sending it', () => {
    expect(
      read(
        'employmentType=full_time,freelance&workMode=moon&countryCode=India&salaryFrom=-4&sort=best&page=zero&skills=<b>',
      ),
    ).toEqual({ ...emptyJobFilters, employmentType: ['full_time'] });
    expect(read('countryCode=in').countryCode).toBe('IN');
    expect(read('skills=a,a,b').skills).toEqual(['a', 'b']);
  });

  it('goes back to the first page when anything but the page changes', () => {
    const onPage3 = read('workMode=remote&page=3');
    expect(changeJobFilters(onPage3, { sort: 'deadline' }).page).toBe(1);
    expect(changeJobFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('counts each chosen value as a filter', () => {
    expect(activeJobFilterCount(read('search=x&employmentType=full_time,hybrid&countryCode=IN&salaryFrom=1'))).toBe(4);
  });

  it('asks the server with lists as commas and the page size', () => {
    expect(jobQueryOf(read('employmentType=full_time,hybrid&skills=react&page=2'))).toEqual({
      search: undefined,
      employmentType: 'full_time,hybrid',
      workMode: undefined,
      skills: 'react',
      countryCode: undefined,
      city: undefined,
      salaryFrom: undefined,
      sort: 'newest',
      pageNumber: 2,
      limit: 20,
    });
  });
});
