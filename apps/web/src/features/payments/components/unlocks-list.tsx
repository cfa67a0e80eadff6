import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { accountTypeLabels, type Plan, payableFeatureLabels } from '@ventura/shared';

/** What a plan's unlocks read as: its features, the profiles it opens and the event seats it includes. */
export const unlockTexts = (unlocks: Plan['unlocks']) => [
  ...unlocks.features.map((feature) => payableFeatureLabels[feature]),
  ...unlocks.accountTypes.map((type) => `${accountTypeLabels[type]} profile`),
  ...(unlocks.eventSeats > 0
    ? [`${unlocks.eventSeats} paid event ${unlocks.eventSeats === 1 ? 'ticket' : 'tickets'} included`]
    : []),
];

/** A list of what something unlocks, each with a tick; a line of its own when there is nothing. */
export function UnlocksList({ items, label, empty }: { items: string[]; label: string; empty: string }) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <List
      aria-label={label}
      spacing={4}
      size="sm"
      center
      icon={
        <ThemeIcon size={18} radius="xl" color="green.9" aria-hidden>
          <IconCheck size={12} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
