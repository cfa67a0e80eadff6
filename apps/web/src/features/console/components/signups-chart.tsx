import { Table, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { formatWeek } from '../format.ts';
import classes from './console.module.css';

type Week = { week: string; count: number };

const height = 220;
const top = 24;
const bottom = 28;
/** Room between bars, as a share of each week's slot. */
const gapShare = 0.2;

/** Where a week's label sits: centred under its bar, but the first and last kept inside the chart. */
const labelPosition = (
  index: number,
  count: number,
  slot: number,
): { x: string; textAnchor: 'start' | 'middle' | 'end' } => {
  if (index === 0) return { x: '0%', textAnchor: 'start' };
  if (index === count - 1) return { x: '100%', textAnchor: 'end' };
  return { x: `${index * slot + slot / 2}%`, textAnchor: 'middle' };
};

/** The bars' heights: the busiest week fills the chart; an empty chart stays flat. */
export const barHeights = (weeks: readonly Week[], room: number) => {
  const most = Math.max(0, ...weeks.map((week) => week.count));
  return weeks.map((week) => (most === 0 ? 0 : Math.round((week.count / most) * room)));
};

/**
 * New accounts per week as plain SVG bars, each with its count and week, and the same figures as a table
 * for screen readers.
 */
export function SignupsChart({ weeks }: { weeks: readonly Week[] }) {
  const captionId = useId();
  const room = height - top - bottom;
  const slot = 100 / Math.max(weeks.length, 1);
  const heights = barHeights(weeks, room);
  const percent = (value: number) => `${value}%`;
  return (
    <figure aria-labelledby={captionId} style={{ margin: 0 }}>
      <VisuallyHidden id={captionId}>New accounts per week, the last {weeks.length} weeks</VisuallyHidden>
      {/* Positions in percent and sizes in pixels: the bars stretch with the card, the text keeps its size. */}
      <svg width="100%" height={height} role="presentation" aria-hidden style={{ display: 'block' }}>
        <line x1="0" x2="100%" y1={height - bottom} y2={height - bottom} stroke="var(--mantine-color-default-border)" />
        {weeks.map((week, index) => {
          const barHeight = heights[index] ?? 0;
          const y = height - bottom - barHeight;
          const middle = percent(index * slot + slot / 2);
          return (
            <g key={week.week}>
              <rect
                x={percent(index * slot + (slot * gapShare) / 2)}
                y={y}
                width={percent(slot * (1 - gapShare))}
                height={Math.max(barHeight, week.count > 0 ? 2 : 0)}
                rx={4}
                fill="var(--mantine-primary-color-filled)"
              />
              <text x={middle} y={y - 6} textAnchor="middle" fontSize={12} fill="var(--mantine-color-text)">
                {week.count}
              </text>
              <text
                {...labelPosition(index, weeks.length, slot)}
                y={height - 8}
                fontSize={11}
                fill="var(--mantine-color-dimmed)"
                className={(weeks.length - 1 - index) % 2 === 1 ? classes.narrowHidden : undefined}
              >
                {formatWeek(week.week)}
              </text>
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Week of</Table.Th>
              <Table.Th>New accounts</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week) => (
              <Table.Tr key={week.week}>
                <Table.Td>{formatWeek(week.week)}</Table.Td>
                <Table.Td>{week.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </figure>
  );
}
