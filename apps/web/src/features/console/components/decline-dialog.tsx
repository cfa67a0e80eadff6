import { type ModeratedConnection, ModerationDecision } from '@ventura/shared';
import { schemaFieldErrors } from '../../../ui/form-errors.ts';
import { NoteDialog } from './note-dialog.tsx';

const noteField = (path: string) => (path === 'note' ? 'note' : undefined);
const noteLength = ModerationDecision.shape.note.unwrap().maxLength ?? 500;

type Props = {
  request: ModeratedConnection;
  onClose: () => void;
  /** Declines with the note (empty: none); a failure it throws shows on the note or below it. */
  onConfirm: (note: string) => Promise<unknown>;
};

/** Asks for the note the sender reads before a request is declined (optional, checked as the server checks it). */
export function DeclineDialog({ request, onClose, onConfirm }: Props) {
  return (
    <NoteDialog
      title="Decline this request?"
      intro={
        <>
          {request.from.name}’s request to connect with {request.to.name} will not reach {request.to.name}.{' '}
          {request.from.name} is told, with your note if you write one.
        </>
      }
      noteLabel="Note to the sender"
      noteLength={noteLength}
      confirmLabel="Decline"
      confirmColor="red"
      noteProblem={(note) => schemaFieldErrors(ModerationDecision, { decision: 'decline', note }, noteField).note}
      failedText="The request could not be declined"
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
