import { Alert, Button, List, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconGift, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Perk } from '@ventura/shared';
import { ApiError, errorText } from '../../../api/client.ts';
import { useSessionUser } from '../../../core/session.ts';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { perkCheckQuery, useClaimPerk } from '../api.ts';

/** The server's reason for a profile that is not a startup's. */
export const notStartupReason = 'Perks are for startups';

/** A refused claim in the server's words: 422 joins every rule missed, 409 says it was claimed already. */
const claimErrorText = (error: unknown) =>
  error instanceof ApiError && (error.status === 422 || error.status === 409) && error.message
    ? error.message
    : errorText(error, 'The perk could not be claimed');

/**
 * Whether the caller's startup may claim the perk (GET .../check, asked on load) and each rule it misses, with
 * 'Claim this perk', enabled only when it qualifies and has not claimed it yet.
 */
export function PerkCheck({ perk }: { perk: Perk }) {
  const user = useSessionUser();
  const check = useQuery(perkCheckQuery(perk.uuid));
  const claim = useClaimPerk(perk.uuid);

  if (check.isPending) return <Skeleton h={96} radius="lg" role="status" aria-label="Checking whether you qualify" />;
  if (check.isError) {
    return (
      <LoadError
        title="Whether you qualify could not be checked"
        error={check.error}
        fallback="Please try again."
        onRetry={() => void check.refetch()}
        retrying={check.isFetching}
      />
    );
  }

  const { eligible, reasons } = check.data;
  const claimed = check.data.claimed || perk.claim !== null;
  const notStartup = user?.accountType !== 'startup' || reasons.includes(notStartupReason);

  return (
    <Stack gap="md">
      {claimed ? (
        <Alert
          color="green"
          title="You have claimed this perk"
          role="status"
          icon={<IconCircleCheck aria-hidden />}
          styles={readableAlertTitle}
        >
          Your startup has this perk already: what you received is below.
        </Alert>
      ) : notStartup && !eligible ? (
        <Alert color="gray" title={notStartupReason} role="status" icon={<IconInfoCircle aria-hidden />}>
          Only a startup’s profile can claim a perk. Switch to your startup’s profile to claim it.
        </Alert>
      ) : eligible ? (
        <Alert
          color="green"
          title="You qualify"
          role="status"
          icon={<IconCircleCheck aria-hidden />}
          styles={readableAlertTitle}
        >
          Your startup meets every rule of this perk.
        </Alert>
      ) : (
        <Alert
          color="yellow"
          title="You do not qualify yet"
          role="status"
          icon={<IconInfoCircle aria-hidden />}
          styles={readableAlertTitle}
        >
          <Stack gap="xs">
            <Text size="sm">Your startup misses these rules:</Text>
            <List size="sm" spacing={4} aria-label="Why you do not qualify">
              {reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          </Stack>
        </Alert>
      )}
      {claim.isError ? (
        <Alert color="red" role="alert" title="Not claimed">
          {claimErrorText(claim.error)}
        </Alert>
      ) : null}
      {
        <div>
          <Button
            onClick={() => claim.mutate()}
            loading={claim.isPending}
            disabled={!eligible || claimed}
            leftSection={<IconGift size={18} aria-hidden />}
          >
            Claim this perk
          </Button>
        </div>
      }
    </Stack>
  );
}
