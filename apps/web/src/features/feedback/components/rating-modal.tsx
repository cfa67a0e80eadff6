import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { QueryView } from '../../../ui/query-view.tsx';
import { callRatingQuery } from '../api.ts';
import { type RatingKind, ratedMeetingOf, ratingModalParam, ratingTitles, reactionChoices } from '../reactions.ts';
import { RatingForm } from './rating-form.tsx';

/**
 * A meeting's call as the server sees it: the form once the call took place, with the caller's earlier
 * rating when there is one (a new one replaces it); before that, only why it cannot be rated yet.
 */
function CallRatingBody({ meetingUuid, onClose }: { meetingUuid: string; onClose: () => void }) {
  const state = useQuery(callRatingQuery(meetingUuid));
  return (
    <QueryView query={state} errorTitle="This call could not be loaded" loadingHeight={120}>
      {(call) => {
        if (!call.can.rate) {
          return (
            <Stack gap="md">
              <Alert color="blue" title="Not yet" role="status">
                {call.notRateable ?? 'This call cannot be rated.'}
              </Alert>
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Close
                </Button>
              </Group>
            </Stack>
          );
        }
        const earlier = call.rating;
        const label = reactionChoices.find((choice) => choice.value === earlier?.ratings)?.label;
        return (
          <Stack gap="md">
            {earlier && label ? (
              <Text>
                You rated this call <strong>{label}</strong>
                {earlier.comments ? `: “${earlier.comments}”` : ''}. Choose again to change it.
              </Text>
            ) : null}
            <RatingForm meetingUuid={meetingUuid} onSent={onClose} />
          </Stack>
        );
      }}
    </QueryView>
  );
}

/**
 * 'Rate your overall experience' (from the profile menu) or 'Rate your call experience' (from
 * `?rating-modal`): the same form, closed once the feedback is sent. Loaded only when it opens.
 * `?rating-modal={meeting uuid}` rates that meeting's call instead of the platform, once it took place.
 */
export default function RatingModal({ kind, onClose }: { kind: RatingKind; onClose: () => void }) {
  const [searchParams] = useSearchParams();
  // After a call the parameter names the meeting: the rating is that meeting's.
  const meetingUuid = kind === 'call' ? ratedMeetingOf(searchParams.get(ratingModalParam)) : null;
  return (
    <Modal opened onClose={onClose} title={ratingTitles[kind]} size="lg">
      {meetingUuid ? (
        <CallRatingBody key={meetingUuid} meetingUuid={meetingUuid} onClose={onClose} />
      ) : (
        <RatingForm key={kind} onSent={onClose} />
      )}
    </Modal>
  );
}
