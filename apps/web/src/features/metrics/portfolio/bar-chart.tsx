import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';

/** One bar: its period's key and label, its value, and the value in words for a pointer's tooltip. */
export type Bar = { key: string; label: string; value: number; valueText: string };

type Props = {
  /** What the chart shows, read out in its place; the table beside it gives every value. */
  label: string;
  bars: readonly Bar[];
  formatTick: (value: number) => string;
  /** Counts: no tick between two whole numbers. */
  wholeNumbers?: boolean;
  height?: number;
};

const margin = { top: 12, right: 8, bottom: 28 };
/** The width drawn before the chart's box has been measured. */
const fallbackWidth = 600;
const labelSpacing = 72;
const fontSize = 11;

/** A step of 1, 2, 2.5 or 5 times a power of ten that cuts 0..max in about four. */
const niceStep = (max: number, wholeNumbers: boolean) => {
  const raw = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / magnitude;
  const step = (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 2.5 ? 2.5 : scaled <= 5 ? 5 : 10) * magnitude;
  return wholeNumbers ? Math.max(1, Math.ceil(step)) : step;
};

/** The axis' ticks from 0 to a round number at or above the largest value. */
export const axisTicks = (max: number, wholeNumbers = false) => {
  if (!(max > 0)) return [0, 1];
  const step = niceStep(max, wholeNumbers);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let index = 0; index * step <= top + step / 1e6; index += 1) ticks.push(index * step);
  return ticks;
};

/**
 * Bars of one value per period, drawn as SVG at the width of its box (the viewBox follows it, so text keeps
 * its size from a phone to a desktop). Colours are the theme's variables, right in light and dark alike.
 * Assistive technology reads the label; the table that comes with it is the accessible alternative.
 */
export function BarChart({ label, bars, formatTick, wholeNumbers = false, height = 220 }: Props) {
  const { ref, width: measured } = useElementSize();
  const width = measured > 0 ? Math.round(measured) : fallbackWidth;
  const ticks = axisTicks(Math.max(0, ...bars.map((bar) => bar.value)), wholeNumbers);
  const top = ticks.at(-1) ?? 1;
  const tickTexts = ticks.map(formatTick);
  const left = Math.max(32, Math.max(...tickTexts.map((text) => text.length)) * 7 + 12);
  const plotWidth = Math.max(1, width - left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const y = (value: number) => margin.top + plotHeight - (Math.max(0, value) / top) * plotHeight;
  const band = plotWidth / Math.max(1, bars.length);
  const barWidth = Math.min(48, Math.max(2, band * 0.7));
  const labelEvery = Math.max(1, Math.ceil(bars.length / Math.max(1, Math.floor(plotWidth / labelSpacing))));

  return (
    <Box ref={ref} w="100%">
      <svg
        role="img"
        aria-label={label}
        width="100%"
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        style={{ display: 'block', overflow: 'visible' }}
      >
        {ticks.map((tick, index) => (
          <g key={tick}>
            <line
              x1={left}
              x2={width - margin.right}
              y1={y(tick)}
              y2={y(tick)}
              style={{ stroke: 'var(--mantine-color-default-border)' }}
              strokeWidth={1}
            />
            <text
              x={left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={fontSize}
              style={{ fill: 'var(--mantine-color-dimmed)' }}
            >
              {tickTexts[index]}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => {
          const x = left + index * band + (band - barWidth) / 2;
          return (
            <g key={bar.key}>
              <rect
                x={x}
                y={y(bar.value)}
                width={barWidth}
                height={Math.max(0, y(0) - y(bar.value))}
                rx={Math.min(3, barWidth / 4)}
                style={{ fill: 'var(--mantine-primary-color-filled)' }}
              >
                <title>{`${bar.label}: ${bar.valueText}`}</title>
              </rect>
              {index % labelEvery === 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={height - margin.bottom + 16}
                  textAnchor="middle"
                  fontSize={fontSize}
                  style={{ fill: 'var(--mantine-color-dimmed)' }}
                >
                  {bar.label}
                </text>
              ) : null}
            </g>
          );
        })}
        <line
          x1={left}
          x2={width - margin.right}
          y1={y(0)}
          y2={y(0)}
          style={{ stroke: 'var(--mantine-color-dimmed)' }}
          strokeWidth={1}
        />
      </svg>
    </Box>
  );
}
