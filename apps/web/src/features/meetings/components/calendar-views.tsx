import { Center, Stack, Text, Title } from '@mantine/core';
import {
  dayOfMonth,
  groupByDay,
  longDayTitle,
  monthGrid,
  sameMonth,
  shortWeekday,
  visibleDays,
  weekDays,
} from '../calendar-dates.ts';
import type { CalendarEntry } from '../present.ts';
import classes from './calendar.module.css';
import { EntryChip, EntryRow } from './calendar-entry.tsx';

type ViewProps = {
  day: string;
  today: string;
  zone: string;
  entries: readonly CalendarEntry[];
  onOpen: (entry: CalendarEntry) => void;
};

const shownPerCell = 3;

/** A month of whole weeks; each day lists its first entries and says how many more there are. */
export function MonthView({ day, today, zone, entries, onOpen }: ViewProps) {
  const weeks = monthGrid(day);
  const byDay = groupByDay(entries, zone);
  return (
    <div>
      <div className={classes.weekdays} aria-hidden>
        {(weeks[0] ?? []).map((cell) => (
          <div key={cell} className={classes.weekday}>
            {shortWeekday(cell)}
          </div>
        ))}
      </div>
      <div className={classes.month}>
        {weeks.map((week) => (
          <div key={week[0]} className={classes.week}>
            {week.map((cell) => {
              const dayEntries = byDay.get(cell) ?? [];
              const more = dayEntries.length - shownPerCell;
              return (
                <section
                  key={cell}
                  aria-label={`${longDayTitle(cell)}${dayEntries.length ? `, ${dayEntries.length} in the calendar` : ''}`}
                  className={[classes.cell, sameMonth(cell, day) ? '' : classes.outside].join(' ')}
                >
                  <span className={[classes.dayNumber, cell === today ? classes.today : ''].join(' ')} aria-hidden>
                    {dayOfMonth(cell)}
                  </span>
                  {dayEntries.slice(0, shownPerCell).map((entry) => (
                    <EntryChip key={entry.key} entry={entry} zone={zone} onOpen={() => onOpen(entry)} />
                  ))}
                  {more > 0 ? (
                    <Text size="xs" c="dimmed">
                      {more} more
                    </Text>
                  ) : null}
                </section>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A week in seven columns, Monday first, each day's entries in order of time. */
export function WeekView({ day, today, zone, entries, onOpen }: ViewProps) {
  const days = weekDays(day);
  const byDay = groupByDay(entries, zone);
  return (
    <div className={classes.weekScroll}>
      <div className={classes.weekColumns}>
        {days.map((cell) => {
          const dayEntries = byDay.get(cell) ?? [];
          return (
            <section key={cell} className={classes.column} aria-label={longDayTitle(cell)}>
              <div className={classes.columnHead}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {shortWeekday(cell)}
                </Text>
                <span className={[classes.dayNumber, cell === today ? classes.today : ''].join(' ')}>
                  {dayOfMonth(cell)}
                </span>
              </div>
              {dayEntries.map((entry) => (
                <EntryChip key={entry.key} entry={entry} zone={zone} onOpen={() => onOpen(entry)} />
              ))}
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** The month's entries as a list, by day. */
export function ListView({ day, zone, entries, onOpen }: ViewProps) {
  const byDay = groupByDay(entries, zone, visibleDays('list', day));
  if (byDay.size === 0) {
    return (
      <Center py="xl">
        <Text c="dimmed">Nothing in your calendar this month.</Text>
      </Center>
    );
  }
  return (
    <Stack gap="lg">
      {[...byDay.entries()].map(([cell, dayEntries]) => (
        <Stack key={cell} gap="xs" component="section" aria-label={longDayTitle(cell)}>
          <Title order={3} size="h5">
            {longDayTitle(cell)}
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0}>
            {dayEntries.map((entry) => (
              <EntryRow key={entry.key} entry={entry} zone={zone} onOpen={() => onOpen(entry)} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
