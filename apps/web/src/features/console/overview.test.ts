import { describe, expect, it } from 'vitest';
import { barHeights } from './components/signups-chart.tsx';
import { sinceText } from './format.ts';
import { profilesByType } from './overview.ts';

describe('the overview', () => {
  it('counts profiles by type in the spec’s order, leaving out types with none', () => {
    const summaries = profilesByType([
      { accountType: 'investor', approvalStatus: 'approved', count: 2 },
      { accountType: 'startup', approvalStatus: 'submitted', count: 3 },
      { accountType: 'startup', approvalStatus: 'approved', count: 5 },
    ]);
    expect(summaries.map((summary) => [summary.accountType, summary.total])).toEqual([
      ['startup', 8],
      ['investor', 2],
    ]);
    expect(summaries[0]?.byStatus).toEqual({ draft: 0, submitted: 3, approved: 5, rejected: 0, limited_access: 0 });
  });

  it('scales the bars to the busiest week, and keeps an empty chart flat', () => {
    expect(
      barHeights(
        [
          { week: 'a', count: 2 },
          { week: 'b', count: 8 },
          { week: 'c', count: 0 },
        ],
        160,
      ),
    ).toEqual([40, 160, 0]);
    expect(barHeights([{ week: 'a', count: 0 }], 160)).toEqual([0]);
  });

  it('says how long ago someone was last seen', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(sinceText(null, now)).toBe('Never');
    expect(sinceText('2026-11-23T11:59:30Z', now)).toBe('just now');
    expect(sinceText('2026-11-22T11:00:00Z', now)).toBe('yesterday');
    expect(sinceText('2026-11-02T12:00:00Z', now)).toBe('3 weeks ago');
  });
});
