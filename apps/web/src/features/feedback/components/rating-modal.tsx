import { Modal } from '@mantine/core';
import { type RatingKind, ratingTitles } from '../reactions.ts';
import { RatingForm } from './rating-form.tsx';

/**
 * 'Rate your overall experience' (from the profile menu) or 'Rate your call experience' (from
 * `?rating-modal`): the same form, closed once the feedback is sent. Loaded only when it opens.
 */
export default function RatingModal({ kind, onClose }: { kind: RatingKind; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={ratingTitles[kind]} size="lg">
      <RatingForm key={kind} onSent={onClose} />
    </Modal>
  );
}
