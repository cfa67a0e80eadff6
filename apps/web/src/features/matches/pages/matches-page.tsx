import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  type AccountType,
  accountTypeLabels,
  accountTypes,
  type MatchKind,
  matchKindsOf,
  type TenantDetails,
} from '@ventura/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { matchRefusal, openMatchKinds } from '../access.ts';
import { KindMatches } from '../components/kind-matches.tsx';
import { MatchesUnavailable } from '../components/matches-unavailable.tsx';
import { closedTitle, kindTexts } from '../kinds.ts';

/**
 * The kind shown, kept in the address (?kind=mentors) so that it can be linked and survives a reload. A kind
 * the member's profile does not have reads as none; none opens the first the rules let it have (else the
 * first, which says why it is closed).
 */
const useChosenKind = (kinds: readonly MatchKind[], open: readonly MatchKind[]) => {
  const [params, setParams] = useSearchParams();
  const asked = kinds.find((kind) => kind === params.get('kind'));
  const kind = asked ?? open[0] ?? kinds[0];
  const choose = (value: string | null) => {
    const next = kinds.find((candidate) => candidate === value);
    if (!next) return;
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set('kind', next);
        return changed;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [kind, choose] as const;
};

/**
 * /matches: who or what the member should meet, one kind at a time (a startup: investors, mentors,
 * challenges and programs; an investor or a mentor: startups), best first, each with why, and what would
 * bring better ones.
 */
export function MatchesPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  const accountType = user?.accountType ?? null;
  const kinds = accountType ? matchKindsOf(accountType) : [];
  const [kind, choose] = useChosenKind(kinds, accountType ? openMatchKinds(tenant, accountType) : []);
  useDocumentTitle(`${kind ? kindTexts[kind].title : 'Matches'} | ${tenant.name}`);

  if (!accountType || !kind) {
    return (
      <Page title="Matches" lead="Who you should meet on the platform, each with why.">
        <MatchesUnavailable title="Matches are not open to your profile" message={noMatchesText} />
      </Page>
    );
  }
  const texts = kindTexts[kind];
  if (kinds.length === 1) {
    return (
      <Page title={texts.title} lead={texts.lead}>
        <KindPanel tenant={tenant} accountType={accountType} kind={kind} />
      </Page>
    );
  }
  return (
    <Page title={texts.title} lead={texts.lead}>
      {/* Only the chosen kind's panel holds anything, so only its matches are asked for. */}
      <Tabs value={kind} onChange={choose} keepMounted={false}>
        <Tabs.List aria-label="Kinds of match">
          {kinds.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {kindTexts[each].tab}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {kinds.map((each) => (
          <Tabs.Panel key={each} value={each} pt="lg">
            <KindPanel tenant={tenant} accountType={accountType} kind={each} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  );
}

/** The types that have matches, in words: 'startup, investor and mentor'. */
const matchedTypes = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(
  accountTypes.filter((type) => matchKindsOf(type).length > 0).map((type) => accountTypeLabels[type].toLowerCase()),
);
const noMatchesText = `Matches are made for ${matchedTypes} profiles. Switch to one of them to see who you should meet.`;

function Page({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Container size="lg" py="md" w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{lead}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

type PanelProps = { tenant: TenantDetails; accountType: AccountType; kind: MatchKind };

/** One kind's matches, or why the tenant's rules keep them from this member (never asked: the answer is a 403). */
function KindPanel({ tenant, accountType, kind }: PanelProps) {
  const refusal = matchRefusal(tenant, accountType, kind);
  return (
    <Stack gap="lg">
      {refusal ? <MatchesUnavailable title={closedTitle(kind)} message={refusal} /> : <KindMatches kind={kind} />}
    </Stack>
  );
}
