// @vitest-environment jsdom
import type { MaintenanceMode } from '@ventura/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissMaintenanceNotice, formatMaintenanceTime, showsMaintenanceNotice } from './maintenance.ts';

const announced: MaintenanceMode = {
  id: 7,
  maintenance_on: false,
  active: true,
  title: 'Planned maintenance',
  message: 'Down for two hours.',
  startTime: '2026-11-29T22:00:00.000Z',
  endTime: '2026-11-30T00:00:00.000Z',
  maintenance_on_title: null,
  maintenance_on_message: null,
};

describe('formatMaintenanceTime', () => {
  it("formats as 'DD MMMM, YYYY hh:mm a' in local time", () => {
    const local = (iso: string) => new Date(iso).toISOString();
    expect(formatMaintenanceTime(local('2026-11-29T22:05:00'))).toBe('29 November, 2026 10:05 pm');
    expect(formatMaintenanceTime(local('2026-03-05T09:00:00'))).toBe('05 March, 2026 09:00 am');
    expect(formatMaintenanceTime(local('2026-07-01T12:30:00'))).toBe('01 July, 2026 12:30 pm');
    expect(formatMaintenanceTime(local('2026-01-31T00:00:00'))).toBe('31 January, 2026 12:00 am');
  });
});

describe('maintenance notice', () => {
  beforeEach(() => localStorage.clear());

  it('shows an announced window until it is dismissed, and stays dismissed', () => {
    expect(showsMaintenanceNotice(announced, localStorage)).toBe(true);
    dismissMaintenanceNotice(announced, localStorage);
    expect(showsMaintenanceNotice(announced, localStorage)).toBe(false);
  });

  it('shows a new window again after an older one was dismissed', () => {
    dismissMaintenanceNotice(announced, localStorage);
    expect(showsMaintenanceNotice({ ...announced, id: 8 }, localStorage)).toBe(true);
  });

  it('shows nothing when no window is announced or maintenance already blocks the site', () => {
    expect(showsMaintenanceNotice({ ...announced, active: false }, localStorage)).toBe(false);
    expect(showsMaintenanceNotice({ ...announced, maintenance_on: true }, localStorage)).toBe(false);
  });
});
