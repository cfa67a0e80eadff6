import { describe, expect, it } from 'vitest';
import { fileSizeText } from './file-size.ts';

describe('file sizes', () => {
  it('counts a file under 1 KB in bytes, never as a kilobyte', () => {
    expect(fileSizeText(45)).toBe('45 bytes');
    expect(fileSizeText(1)).toBe('1 byte');
    expect(fileSizeText(0)).toBe('0 bytes');
    expect(fileSizeText(1023)).toBe('1023 bytes');
    expect(fileSizeText(1023, 'up')).toBe('1023 bytes');
  });

  it('says kilobytes and megabytes as people read them', () => {
    expect(fileSizeText(1024)).toBe('1 KB');
    expect(fileSizeText(1536)).toBe('1.5 KB');
    expect(fileSizeText(240 * 1024)).toBe('240 KB');
    expect(fileSizeText(524_288)).toBe('512 KB');
    expect(fileSizeText(1024 * 1024 - 1)).toBe('1 MB');
    expect(fileSizeText(1_572_864)).toBe('1.5 MB');
    expect(fileSizeText(2 * 1024 * 1024)).toBe('2 MB');
    expect(fileSizeText(10 * 1024 * 1024)).toBe('10 MB');
  });

  it('rounds up where a file is measured against a limit', () => {
    expect(fileSizeText(10 * 1024 * 1024 + 1, 'up')).toBe('10.1 MB');
    expect(fileSizeText(10 * 1024 * 1024 + 1)).toBe('10 MB');
    expect(fileSizeText(600_000, 'up')).toBe('586 KB');
    expect(fileSizeText(1025, 'up')).toBe('1.1 KB');
  });
});
