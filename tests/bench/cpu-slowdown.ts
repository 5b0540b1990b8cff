/**
 * Lighthouse's CPU slowdown calibrated to the host, as Lighthouse's throttling documentation
 * describes (docs/throttling.md, "Calibrating the CPU slowdown"): the default 4× is meant to
 * bring a high-end desktop down to a mid-tier mobile device, so a slower host needs less and a
 * faster one more. The multiplier follows the host's benchmarkIndex along the anchor points of
 * the CPU throttling calculator that document links to (150 → 1×, 800 → 2×, 1300 → 3×, then
 * one more × per 233 points: 1533 → 4×, 2000 → 6×), so each host ends at the same device.
 */

export interface CpuSlowdown {
  /** The host's Lighthouse benchmarkIndex the multiplier was chosen for. */
  benchmarkIndex: number;
  /** The cpuSlowdownMultiplier to give Lighthouse (one decimal, as the calculator shows it). */
  multiplier: number;
  /** The multipliers this host might really need (the calculator's confidence range). */
  range: [number, number];
  /** Below the slowest host the calculator calibrates: no slowdown, and still too slow. */
  hostTooSlow: boolean;
}

/** Below this benchmarkIndex the host is already slower than the device Lighthouse emulates. */
export const SLOWEST_CALIBRATED_INDEX = 150;

/** Where the calculator's line bends: benchmarkIndex → multiplier. */
const ANCHORS = [
  { index: SLOWEST_CALIBRATED_INDEX, multiplier: 1 },
  { index: 800, multiplier: 2 },
  { index: 1300, multiplier: 3 },
] as const;
/** Above the last anchor, benchmarkIndex points per additional ×. */
const INDEX_PER_MULTIPLE_ABOVE = 233;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The calculator's uncertainty: wider for faster hosts, whose desktops vary more. */
function rangeWidth(benchmarkIndex: number, multiplier: number): number {
  if (benchmarkIndex >= 1300) return Math.max(multiplier - 3, 1.5, multiplier * 0.3);
  return benchmarkIndex >= 800 ? 1.5 : 0.5;
}

export function cpuSlowdownFor(benchmarkIndex: number): CpuSlowdown {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new RangeError(`benchmarkIndex must be a positive number, not ${benchmarkIndex}`);
  }
  if (benchmarkIndex < SLOWEST_CALIBRATED_INDEX) {
    return { benchmarkIndex, multiplier: 1, range: [1, 1], hostTooSlow: true };
  }
  const last = ANCHORS[ANCHORS.length - 1]!;
  let exact = last.multiplier + (benchmarkIndex - last.index) / INDEX_PER_MULTIPLE_ABOVE;
  for (let i = 1; i < ANCHORS.length; i += 1) {
    const [low, high] = [ANCHORS[i - 1]!, ANCHORS[i]!];
    if (benchmarkIndex < high.index) {
      const share = (benchmarkIndex - low.index) / (high.index - low.index);
      exact = low.multiplier + share * (high.multiplier - low.multiplier);
      break;
    }
  }
  const half = rangeWidth(benchmarkIndex, exact) / 2;
  return {
    benchmarkIndex,
    multiplier: oneDecimal(exact),
    range: [oneDecimal(Math.max(1, exact - half)), oneDecimal(exact + half)],
    hostTooSlow: false,
  };
}

/**
 * Whether a run's calibration still held while it ran: the multiplier Lighthouse's own
 * benchmarkIndex (sampled as its run starts) calls for lies within the range the calibration
 * allowed. A shared host's speed can change by a third within seconds; a run throttled for the
 * host as it was a moment before measures a phone slower or faster than the one intended.
 */
export function calibrationHeld(calibration: CpuSlowdown, runBenchmarkIndex: number): boolean {
  // Without a reading of its own there is nothing to hold the run against.
  if (!Number.isFinite(runBenchmarkIndex) || runBenchmarkIndex <= 0) return true;
  const needed = cpuSlowdownFor(runBenchmarkIndex).multiplier;
  return needed >= calibration.range[0] && needed <= calibration.range[1];
}
