import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type ReactionCounts, reactionLabels } from '@ventura/shared';
import classes from '../community.module.css';
import { countText, topReactions } from '../present.ts';
import { ReactionIcon } from './reaction-icon.tsx';

type Props = {
  reactions: ReactionCounts;
  total: number;
  /** Opens the list of who reacted (a post's); without it the count is only read. */
  onOpen?: (() => void) | undefined;
  size?: 'xs' | 'sm';
};

/** An item's reactions in short: the kinds it has most of, and how many in all. Nothing without any. */
export function ReactionCount({ reactions, total, onOpen, size = 'sm' }: Props) {
  if (total === 0) return null;
  const top = topReactions(reactions);
  const label = `${countText(total, 'reaction')}: ${top.map((type) => reactionLabels[type].label).join(', ')}`;
  const content = (
    <Group gap={4} wrap="nowrap" component="span">
      <span className={classes.reactionIcons} aria-hidden>
        {top.map((type) => (
          <ReactionIcon key={type} type={type} size={size === 'xs' ? 14 : 16} tinted />
        ))}
      </span>
      <Text component="span" size={size} c="dimmed" aria-hidden>
        {total}
      </Text>
    </Group>
  );
  if (!onOpen) {
    return (
      <span title={label}>
        {content}
        <VisuallyHidden>{label}</VisuallyHidden>
      </span>
    );
  }
  return (
    <UnstyledButton onClick={onOpen} aria-label={`${label}. See who reacted`} title={label}>
      {content}
    </UnstyledButton>
  );
}
