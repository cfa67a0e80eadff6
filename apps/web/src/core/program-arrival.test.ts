// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberProgramArrival, takeProgramArrival } from './program-arrival.ts';

describe('takeProgramArrival', () => {
  beforeEach(() => localStorage.clear());

  it('lands on nothing when the visitor came for no program', () => {
    expect(takeProgramArrival(localStorage)).toBeNull();
  });

  it('lands on the program’s page, once', () => {
    localStorage.setItem('program', 'SEED-2027');
    expect(takeProgramArrival(localStorage)).toBe('/programs/SEED-2027');
    expect(localStorage.getItem('program')).toBeNull();
    expect(takeProgramArrival(localStorage)).toBeNull();
  });

  it('lands on the application, started there, when the auto-apply flag is set', () => {
    localStorage.setItem('program', 'SEED 2027');
    localStorage.setItem('autoApply', 'true');
    expect(takeProgramArrival(localStorage)).toBe('/programs/SEED%202027/apply?autoApply=true');
    expect(localStorage.getItem('autoApply')).toBeNull();
  });

  it('ignores an auto-apply flag that is not set to yes', () => {
    localStorage.setItem('program', 'SEED');
    localStorage.setItem('autoApply', 'false');
    expect(takeProgramArrival(localStorage)).toBe('/programs/SEED');
  });

  it('forgets an auto-apply flag that came without a program', () => {
    localStorage.setItem('autoApply', '1');
    expect(takeProgramArrival(localStorage)).toBeNull();
    expect(localStorage.getItem('autoApply')).toBeNull();
  });

  it('remembers a signed-out visitor’s Apply as an arrival that applies', () => {
    rememberProgramArrival('SEED');
    expect(takeProgramArrival(localStorage)).toBe('/programs/SEED/apply?autoApply=true');
  });
});
