import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useCurrentProfile } from '../../../api/profile.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';
import { offerQuery } from '../api.ts';
import { FindMentor } from '../components/find-mentor.tsx';
import { OfferForm } from '../components/offer-form.tsx';
import { Sessions } from '../components/sessions.tsx';
import { Totals } from '../components/totals.tsx';

type Role = 'mentor' | 'startup';
type Section = { value: string; label: string };

const sectionsOf = (role: Role): Section[] => [
  role === 'mentor' ? { value: 'offer', label: 'My offer' } : { value: 'find', label: 'Find a mentor' },
  { value: 'sessions', label: 'My sessions' },
  { value: 'hours', label: 'Hours' },
];

function MentorOfferSection() {
  const offer = useQuery(offerQuery());
  return (
    <QueryView query={offer} errorTitle="Your offer could not be loaded" loadingHeight={420}>
      {(data) => <OfferForm offer={data} />}
    </QueryView>
  );
}

function MentorshipHours({ role }: { role: Role }) {
  const [params, setParams] = useSearchParams();
  const sections = sectionsOf(role);
  const first = sections[0]?.value ?? 'sessions';
  const current = sections.find((section) => section.value === params.get('view'))?.value ?? first;
  const choose = (value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value && value !== first) next.set('view', value);
        else next.delete('view');
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs value={current} onChange={choose} keepMounted={false}>
      <Tabs.List aria-label="Mentorship hours">
        {sections.map((section) => (
          <Tabs.Tab key={section.value} value={section.value}>
            {section.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="offer" pt="lg">
        <MentorOfferSection />
      </Tabs.Panel>
      <Tabs.Panel value="find" pt="lg">
        <FindMentor />
      </Tabs.Panel>
      <Tabs.Panel value="sessions" pt="lg">
        <Sessions />
      </Tabs.Panel>
      <Tabs.Panel value="hours" pt="lg">
        <Totals />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * /mentorship-hours (issue 21; flag mentor_hours): a mentor's offer, finding and booking a mentor for a
 * startup, both sides' sessions and confirmed hours. Signed out it asks to sign in; other members read
 * what it is for.
 */
export function MentorshipPage() {
  const tenant = useTenant();
  const user = useSessionUser();
  const profile = useCurrentProfile();
  useDocumentTitle(`Mentorship hours | ${tenant.name}`);

  if (!tenant.features.mentor_hours) {
    return (
      <Stack gap="sm" maw={720}>
        <Title order={1}>Mentorship hours</Title>
        <Text>Mentorship hours are not offered on {tenant.name}.</Text>
      </Stack>
    );
  }
  if (!user) {
    return (
      <SignInPrompt
        message="Sign in to use mentorship hours"
        intro={`On ${tenant.name}, mentors offer hours and startups book sessions with them.`}
      />
    );
  }
  return (
    <Stack gap="lg" maw={960} w="100%">
      <Title order={1}>Mentorship hours</Title>
      <QueryView query={profile} errorTitle="Error while loading your profile" loadingHeight={320}>
        {({ can }) => {
          // What the caller does here is the server's answer (profile.can), not a reading of the account type.
          const role = can.offerMentorHours ? 'mentor' : can.bookMentorHours ? 'startup' : null;
          return (
            <>
              <Text c="dimmed" mt={-8}>
                {role === 'mentor'
                  ? 'Offer your hours to startups, answer their requests and confirm the sessions you held.'
                  : 'Book sessions with mentors, join them and confirm what you covered.'}
              </Text>
              {role ? (
                <MentorshipHours role={role} />
              ) : (
                <Text>
                  Mentorship hours are for startups and mentors: mentors offer hours, and startups book sessions with
                  them. Your account is neither, so there is nothing here for you.
                </Text>
              )}
            </>
          );
        }}
      </QueryView>
    </Stack>
  );
}
