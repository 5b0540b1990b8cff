import { describe, expect, it } from 'vitest';
import { calibrationHeld, cpuSlowdownFor } from './cpu-slowdown';

describe('cpuSlowdownFor', () => {
  it('gives the calculator’s multiplier at each anchor of Lighthouse’s throttling document', () => {
    expect(
      [150, 800, 1300, 1533, 1766, 2000].map((index) => cpuSlowdownFor(index).multiplier),
    ).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('interpolates between anchors, rounded to one decimal', () => {
    expect(cpuSlowdownFor(475).multiplier).toBe(1.5);
    expect(cpuSlowdownFor(1050).multiplier).toBe(2.5);
    expect(cpuSlowdownFor(1000).multiplier).toBe(2.4);
  });

  it('grows with the host’s speed, so a faster host is slowed more', () => {
    const multipliers = [150, 400, 799, 800, 1299, 1300, 1700, 2500].map(
      (index) => cpuSlowdownFor(index).multiplier,
    );
    expect(multipliers).toEqual([...multipliers].sort((a, b) => a - b));
  });

  it('gives the range a host at that index might really need', () => {
    expect(cpuSlowdownFor(475).range).toEqual([1.3, 1.8]);
    expect(cpuSlowdownFor(1050).range).toEqual([1.8, 3.3]);
    // Above 1300 the range is at least 1.5 wide, and as wide as the excess over 3× beyond.
    expect(cpuSlowdownFor(1533).range).toEqual([3.3, 4.8]);
    expect(cpuSlowdownFor(2000).range).toEqual([4.5, 7.5]);
  });

  it('slows a host already slower than the emulated device not at all, and says so', () => {
    expect(cpuSlowdownFor(100)).toEqual({
      benchmarkIndex: 100,
      multiplier: 1,
      range: [1, 1],
      hostTooSlow: true,
    });
    expect(cpuSlowdownFor(150).hostTooSlow).toBe(false);
  });

  it('refuses an index Lighthouse could not have measured', () => {
    for (const index of [Number.NaN, 0, -5, Number.POSITIVE_INFINITY]) {
      expect(() => cpuSlowdownFor(index)).toThrow(RangeError);
    }
  });
});

describe('calibrationHeld', () => {
  it('holds while the run’s own reading calls for a multiplier within the calibration’s range', () => {
    // Read from the bench of 2026-11-30: 1935 before the run, 1754 as it started (4.95×).
    expect(calibrationHeld(cpuSlowdownFor(1935), 1754)).toBe(true);
    expect(calibrationHeld(cpuSlowdownFor(1338), 1162)).toBe(true);
  });

  it('fails when the host slowed or sped up by more than the range between the two readings', () => {
    // 1627 → 4.4× [3.7, 5.2]; the host then read 1137, which calls for 2.7×.
    expect(calibrationHeld(cpuSlowdownFor(1627), 1137)).toBe(false);
    // And the other way: throttled for a slow host that was fast again by the run.
    expect(calibrationHeld(cpuSlowdownFor(1137), 1903)).toBe(false);
  });

  it('holds when the run has no reading of its own to judge by', () => {
    expect(calibrationHeld(cpuSlowdownFor(1300), Number.NaN)).toBe(true);
  });
});
