import { useParams } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { InvitationPage } from '../../../ui/invitation-page.tsx';
import { invitationQuery, useAcceptInvitation, useDeclineInvitation } from '../api.ts';
import { teamInvitationTexts } from '../team-invitation.ts';

/**
 * A team invitation link (/team/join/:token), signed in or out: who invited whom to which
 * organisation, and Accept or Decline. Accepting signs the invitee in on the team's profile.
 */
export function TeamJoinPage() {
  const { token = '' } = useParams();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  return (
    <InvitationPage
      token={token}
      path={paths.teamJoin(token)}
      query={invitationQuery(token)}
      accept={accept}
      decline={decline}
      texts={teamInvitationTexts}
    />
  );
}
