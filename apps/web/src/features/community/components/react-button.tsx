import { ActionIcon, Button, Group, Popover, Tooltip } from '@mantine/core';
import { IconChevronUp } from '@tabler/icons-react';
import { type ReactionType, reactionLabels, reactionTypes } from '@ventura/shared';
import { useState } from 'react';
import { ReactionIcon } from './reaction-icon.tsx';

type Props = {
  mine: ReactionType | null;
  onReact: (type: ReactionType | null) => void;
  /** The item's name for the picker's label: 'the post', 'Ravi’s comment'. */
  what: string;
  compact?: boolean;
};

/**
 * The React button: a click likes, or takes the caller's reaction back; beside it, a picker of the five
 * reactions (choosing the current one takes it back).
 */
export function ReactButton({ mine, onReact, what, compact = false }: Props) {
  const [picking, setPicking] = useState(false);
  const shown = mine ?? 'like';
  const size = compact ? 'compact-xs' : 'sm';
  const choose = (type: ReactionType) => {
    setPicking(false);
    onReact(type === mine ? null : type);
  };
  return (
    <Group gap={0} wrap="nowrap" justify="center">
      <Button
        variant="subtle"
        color={mine ? undefined : 'gray'}
        size={size}
        px={compact ? 4 : 8}
        aria-pressed={mine !== null}
        onClick={() => onReact(mine ? null : 'like')}
        leftSection={compact && !mine ? undefined : <ReactionIcon type={shown} size={compact ? 14 : 18} />}
        fw={mine ? 700 : 500}
      >
        {reactionLabels[shown].label}
      </Button>
      <Popover opened={picking} onChange={setPicking} position="top" withArrow shadow="md" trapFocus returnFocus>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={compact ? 'sm' : 'md'}
            aria-label={`Choose a reaction to ${what}`}
            aria-expanded={picking}
            onClick={() => setPicking((open) => !open)}
          >
            <IconChevronUp size={compact ? 12 : 16} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={4}>
          <Group gap={2} wrap="nowrap" role="group" aria-label="Reactions">
            {reactionTypes.map((type) => (
              <Tooltip key={type} label={reactionLabels[type].label} withArrow>
                <ActionIcon
                  variant={type === mine ? 'light' : 'subtle'}
                  color="gray"
                  size="lg"
                  radius="xl"
                  aria-label={`React with ${reactionLabels[type].label}`}
                  aria-pressed={type === mine}
                  onClick={() => choose(type)}
                >
                  <ReactionIcon type={type} size={22} tinted />
                </ActionIcon>
              </Tooltip>
            ))}
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
