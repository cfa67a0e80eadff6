import { Modal } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { type RatingKind, ratedMeetingOf, ratingModalParam, ratingTitles } from '../reactions.ts';
import { RatingForm } from './rating-form.tsx';

/**
 * 'Rate your overall experience' (from the profile menu) or 'Rate your call experience' (from
 * `?rating-modal`): the same form, closed once the feedback is sent. Loaded only when it opens.
 * `?rating-modal={meeting uuid}` rates that meeting's call instead of the platform.
 */
export default function RatingModal({ kind, onClose }: { kind: RatingKind; onClose: () => void }) {
  const [searchParams] = useSearchParams();
  // After a call the parameter names the meeting: the rating is that meeting's.
  const meetingUuid = kind === 'call' ? ratedMeetingOf(searchParams.get(ratingModalParam)) : null;
  return (
    <Modal opened onClose={onClose} title={ratingTitles[kind]} size="lg">
      <RatingForm key={`${kind}-${meetingUuid ?? ''}`} meetingUuid={meetingUuid} onSent={onClose} />
    </Modal>
  );
}
