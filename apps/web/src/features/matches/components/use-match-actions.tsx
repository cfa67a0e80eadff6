import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Match, MatchKind } from '@ventura/shared';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useMatchVerdict, type VerdictChange } from '../api.ts';
import { matchName } from '../kinds.ts';

/** Longer than a plain toast (spec 9's 3500 ms): time to read it and reach Undo. */
const undoToastMs = 8_000;

const failureText = ({ name, verdict }: VerdictChange) => {
  if (verdict === 'good') return `Could not mark ${name} a good match`;
  if (verdict === 'not_interested') return `Could not hide ${name}`;
  return `Could not take back your answer on ${name}`;
};

/** What a match card's buttons do, for the card and for the one who hands it the match. */
export type MatchActions = {
  /** 'Good match', or taking it back when the match is marked already. */
  toggleGood: (match: Match) => void;
  /** Hides the match at once; the toast that says so offers Undo. */
  notInterested: (match: Match) => void;
  /** The match whose verdict is on its way, if any. */
  pendingUuid: string | null;
};

/**
 * The verdicts on one kind of matches with what the member is told: 'not interested' says the match is
 * hidden and offers Undo (which takes the verdict back), and a refused verdict says so.
 */
export const useMatchActions = (kind: MatchKind): MatchActions => {
  const verdict = useMatchVerdict({
    onSuccess: (change) => {
      if (change.verdict !== 'not_interested') return;
      const id = `match-hidden-${change.uuid}`;
      const undo = () => {
        notifications.hide(id);
        verdict.mutate({ ...change, verdict: null });
      };
      notifications.show({
        id,
        autoClose: undoToastMs,
        message: (
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Text size="sm">{`${change.name} is hidden from your matches.`}</Text>
            <Button size="compact-sm" variant="light" onClick={undo} aria-label={`Undo: show ${change.name} again`}>
              Undo
            </Button>
          </Group>
        ),
      });
    },
    onError: (error, change) => notify.error(errorText(error, failureText(change))),
  });
  return {
    toggleGood: (match) =>
      verdict.mutate({ kind, uuid: match.uuid, name: matchName(match), verdict: match.markedGood ? null : 'good' }),
    notInterested: (match) =>
      verdict.mutate({ kind, uuid: match.uuid, name: matchName(match), verdict: 'not_interested' }),
    pendingUuid: verdict.isPending ? (verdict.variables?.uuid ?? null) : null,
  };
};
