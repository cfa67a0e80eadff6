import { useParams } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { InvitationPage } from '../../../ui/invitation-page.tsx';
import { partnerInvitationQuery, useAcceptPartnerInvitation, useDeclinePartnerInvitation } from '../api.ts';
import { partnerInvitationTexts } from '../partner-invitation.ts';

/**
 * A partner's invitation link (/partners/join/:token), signed in or out: which partner invites which
 * startup, and Accept or Decline. Accepting signs the founder in on their startup profile, new or linked.
 */
export function PartnerJoinPage() {
  const { token = '' } = useParams();
  const accept = useAcceptPartnerInvitation();
  const decline = useDeclinePartnerInvitation();
  return (
    <InvitationPage
      token={token}
      path={paths.partnerJoin(token)}
      query={partnerInvitationQuery(token)}
      accept={accept}
      decline={decline}
      texts={partnerInvitationTexts}
    />
  );
}
