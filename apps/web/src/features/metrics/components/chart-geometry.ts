/* The geometry of a line chart: value range and axis ticks, positions, and the lines with their gaps. */

export type ChartSeries = { key: string; name: string; values: readonly (number | null)[] };

export type ChartPoint = { index: number; x: number; y: number; value: number };

/** The space around the plot, in the SVG's units: room for the y labels on the left and the periods below. */
export const chartMargins = { top: 12, right: 16, bottom: 32, left: 60 } as const;

const round = (value: number) => Math.round(value * 10) / 10;

/** Steps an axis reads easily, as multiples of a power of ten. */
const niceSteps = [1, 2, 2.5, 5, 10];

/**
 * Round ticks covering a range, from zero when every value is positive (growth reads from zero), at most
 * about `count` of them; two ticks for a range of one value.
 */
export const niceTicks = (low: number, high: number, count = 5): number[] => {
  const min = Math.min(0, low);
  let max = Math.max(0, high);
  if (max === min) max = min + 1;
  const rough = (max - min) / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = (niceSteps.find((candidate) => candidate * magnitude >= rough) ?? 10) * magnitude;
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  // Each tick from the start by a count of steps, so floating sums do not drift (0.30000000000000004).
  for (let i = 0; ticks.length === 0 || (ticks.at(-1) ?? max) < max; i += 1) {
    ticks.push(Number((start + i * step).toPrecision(12)));
  }
  return ticks;
};

/**
 * An SVG path through the points that have a value: a value after a gap (null) starts a new stroke with
 * 'M', so a missing period shows as a break in the line, never as a slope across it.
 */
export const linePath = (
  values: readonly (number | null)[],
  x: (index: number) => number,
  y: (value: number) => number,
) => {
  const parts: string[] = [];
  let drawing = false;
  values.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    parts.push(`${drawing ? 'L' : 'M'}${round(x(index))} ${round(y(value))}`);
    drawing = true;
  });
  return parts.join(' ');
};

type LayoutInput = { periods: number; series: readonly ChartSeries[]; width: number; height: number };

/** Where everything of a chart goes: ticks with their heights, the x of each period, and each series' line and points. */
export const chartLayout = ({ periods, series, width, height }: LayoutInput) => {
  const { top, right, bottom, left } = chartMargins;
  const plotWidth = Math.max(1, width - left - right);
  const plotHeight = Math.max(1, height - top - bottom);
  const values = series.flatMap((line) => line.values.filter((value): value is number => value !== null));
  const ticks = niceTicks(values.length ? Math.min(...values) : 0, values.length ? Math.max(...values) : 1);
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const x = (index: number) => (periods <= 1 ? left + plotWidth / 2 : left + (index * plotWidth) / (periods - 1));
  const y = (value: number) => top + plotHeight - ((value - low) / (high - low || 1)) * plotHeight;
  // Period labels about 64 units apart at least, the last one always; the others are left out (the table
  // and the points name them).
  const labelEvery = Math.max(1, Math.ceil(periods / Math.max(1, Math.floor(plotWidth / 64))));
  const labelled = Array.from({ length: periods }, (_, index) => index).filter(
    (index) => index === periods - 1 || (index % labelEvery === 0 && periods - 1 - index >= labelEvery),
  );
  return {
    plot: { left, top, right: left + plotWidth, bottom: top + plotHeight },
    ticks: ticks.map((value) => ({ value, y: round(y(value)) })),
    xOf: (index: number) => round(x(index)),
    labelled: new Set(labelled),
    lines: series.map((line) => ({
      key: line.key,
      path: linePath(line.values, x, y),
      points: line.values.flatMap((value, index): ChartPoint[] =>
        value === null ? [] : [{ index, x: round(x(index)), y: round(y(value)), value }],
      ),
    })),
  };
};
