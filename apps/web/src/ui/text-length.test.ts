import { describe, expect, it } from 'vitest';
import { lengthState } from './text-length.ts';

const limit = 4000;

describe('lengthState', () => {
  it('counts what will be sent and says when it is near or over the limit', () => {
    expect(lengthState('  hi \r\n', limit)).toEqual({ length: 2, over: false, near: false });
    expect(lengthState('x'.repeat(3700), limit)).toEqual({ length: 3700, over: false, near: true });
    expect(lengthState('x'.repeat(4001), limit)).toMatchObject({ over: true });
  });
});
