import { Badge } from '@mantine/core';
import { type PerkKind, perkKindLabels } from '@ventura/shared';

/* The kit's badges, filled with dark shades so that white text reads in both schemes. */

const kindColors: Record<PerkKind, string> = { credits: 'blue.9', discount: 'grape.9', service: 'cyan.9' };

export function KindBadge({ kind }: { kind: PerkKind }) {
  return (
    <Badge component="span" color={kindColors[kind]} variant="filled" miw="max-content">
      {perkKindLabels[kind]}
    </Badge>
  );
}

export function ClaimedBadge() {
  return (
    <Badge component="span" color="green.9" variant="filled" miw="max-content">
      Claimed
    </Badge>
  );
}
