// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { withChosen } from './use-options.ts';

describe('withChosen', () => {
  const data = [{ value: 'IN', label: 'India' }];

  it('keeps a chosen value the options no longer offer, so that it still shows', () => {
    expect(withChosen(data, ['IN', 'old-term'])).toEqual([...data, { value: 'old-term', label: 'old-term' }]);
  });

  it('leaves the options as they are when every chosen value is among them', () => {
    expect(withChosen(data, ['IN'])).toBe(data);
    expect(withChosen(data, [''])).toBe(data);
  });
});
