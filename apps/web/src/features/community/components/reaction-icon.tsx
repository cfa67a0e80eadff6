import {
  type Icon,
  IconBulb,
  IconConfetti,
  IconHeartHandshake,
  IconThumbUp,
  IconZoomQuestion,
} from '@tabler/icons-react';
import type { ReactionType } from '@ventura/shared';

// Icons rather than emoji: an emoji needs a colour-emoji font that many machines lack (a blank box).
const looks: Record<ReactionType, { icon: Icon; color: string }> = {
  like: { icon: IconThumbUp, color: 'blue' },
  celebrate: { icon: IconConfetti, color: 'orange' },
  support: { icon: IconHeartHandshake, color: 'pink' },
  insightful: { icon: IconBulb, color: 'yellow' },
  curious: { icon: IconZoomQuestion, color: 'violet' },
};

type Props = {
  type: ReactionType;
  size?: number;
  /** In the reaction's own colour (a count, a list of who reacted); otherwise in the text's. */
  tinted?: boolean;
};

/** A reaction's icon. It only decorates: the words beside it, or the control's name, say which reaction it is. */
export function ReactionIcon({ type, size = 16, tinted = false }: Props) {
  const { icon: Shape, color } = looks[type];
  return (
    <Shape
      size={size}
      aria-hidden
      data-reaction={type}
      color={tinted ? `var(--mantine-color-${color}-text)` : 'currentColor'}
      style={{ flex: 'none' }}
    />
  );
}
