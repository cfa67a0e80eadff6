import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { DirectoryType, SearchOption } from '@ventura/shared';
import {
  changeDirectoryState,
  clearedDirectoryState,
  type DirectoryState,
  filterKeysOf,
  isNarrowed,
  withAmount,
  withFilter,
} from '../filters.ts';

type Props = {
  type: DirectoryType;
  state: DirectoryState;
  options: SearchOption[] | undefined;
  onChange: (next: DirectoryState) => void;
};

const amountLabels: Record<string, string> = {
  fundingAskMin: 'Raising at least',
  fundingAskMax: 'Raising at most',
  ticketSize: 'Ticket size',
};
const numbers = new Intl.NumberFormat('en');

type Chip = { key: string; text: string; next: DirectoryState };

/** Every choice that narrows the results, each with what the search becomes without it. */
const chipsOf = (type: DirectoryType, state: DirectoryState, options: SearchOption[] | undefined): Chip[] => {
  const chips: Chip[] = [];
  if (state.q) chips.push({ key: 'q', text: `“${state.q}”`, next: changeDirectoryState(state, { q: '' }) });
  if (state.liveDeal) {
    chips.push({ key: 'liveDeal', text: 'Raising funds now', next: changeDirectoryState(state, { liveDeal: false }) });
  }
  for (const key of filterKeysOf(type)) {
    const option = options?.find((candidate) => candidate.key === key);
    const codes = state.filters[key] ?? [];
    for (const code of codes) {
      const label = option?.options.find((choice) => choice.value === code)?.label ?? code;
      chips.push({
        key: `${key}:${code}`,
        text: option ? `${option.label}: ${label}` : label,
        next: withFilter(
          state,
          key,
          codes.filter((other) => other !== code),
        ),
      });
    }
  }
  for (const [key, value] of Object.entries(state.amounts)) {
    chips.push({
      key,
      text: `${amountLabels[key] ?? key}: ${numbers.format(value)}`,
      next: withAmount(state, key, null),
    });
  }
  return chips;
};

/** The active filters as removable chips, and a way to clear them all. */
export function ActiveFilters({ type, state, options, onChange }: Props) {
  if (!isNarrowed(state)) return null;
  const chips = chipsOf(type, state, options);
  return (
    <Group gap={6} aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <Button
          key={chip.key}
          size="compact-sm"
          variant="light"
          radius="xl"
          rightSection={<IconX size={12} aria-hidden />}
          aria-label={`Remove filter ${chip.text}`}
          onClick={() => onChange(chip.next)}
          fw={500}
        >
          {chip.text}
        </Button>
      ))}
      <Button size="compact-sm" variant="subtle" onClick={() => onChange(clearedDirectoryState(state))}>
        Clear all
      </Button>
    </Group>
  );
}
