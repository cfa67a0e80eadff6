import { profileTypes } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { addLabel, displayValue, fullText, itemSummary } from './item-summary.ts';

const commitments = profileTypes.startup.lists.find((list) => list.key === 'ongoingCommitments');
if (!commitments) throw new Error('startups list ongoing commitments');

describe('itemSummary', () => {
  it('shows the first field as the title, the second under it and the rest by label', () => {
    expect(
      itemSummary(commitments, {
        title: 'Agri Accelerator',
        organization: 'State Mission',
        kind: 'acceleration',
        startDate: '2024-01-15',
        endDate: null,
        description: '',
      }),
    ).toEqual({
      title: 'Agri Accelerator',
      subtitle: 'State Mission',
      details: [
        { key: 'kind', label: 'Kind', value: 'Acceleration' },
        { key: 'startDate', label: 'Start date', value: '2024-01-15' },
      ],
    });
  });

  it('reads flags, numbers and lists the way people do', () => {
    expect(displayValue({ key: 'a', label: 'A', kind: 'boolean' }, false)).toBe('No');
    expect(displayValue({ key: 'a', label: 'A', kind: 'amount' }, 1500000)).toBe('1,500,000');
    expect(displayValue({ key: 'a', label: 'A', kind: 'tags', maxItems: 3 }, ['x', 'y'])).toBe('x, y');
    expect(displayValue({ key: 'a', label: 'A', kind: 'tags', maxItems: 3 }, [])).toBe('');
  });

  it('names the add button and the full list after the list’s item', () => {
    expect(addLabel(commitments)).toBe('Add commitment');
    expect(fullText(commitments)).toBe('A profile lists at most 20 commitments.');
  });
});
