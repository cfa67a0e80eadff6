import { Badge } from '@mantine/core';
import { type IpKind, type IpStage, ipKindLabels, ipStageLabels } from '@ventura/shared';

/* A request's stage and kind, filled with dark shades so that white text reads in both schemes. */

const stageColors: Record<IpStage, string> = {
  submitted: 'blue.9',
  in_review: 'violet.9',
  needs_information: 'yellow.9',
  drafting: 'indigo.9',
  filed: 'teal.9',
  granted: 'green.9',
  refused: 'red.9',
  withdrawn: 'gray.8',
};

export function StageBadge({ stage }: { stage: IpStage }) {
  return (
    <Badge component="span" color={stageColors[stage]} variant="filled" miw="max-content">
      {ipStageLabels[stage]}
    </Badge>
  );
}

export function KindBadge({ kind }: { kind: IpKind }) {
  return (
    <Badge component="span" variant="default" miw="max-content">
      {ipKindLabels[kind]}
    </Badge>
  );
}
