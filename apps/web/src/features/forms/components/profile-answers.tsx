import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ProfileFormAnswers as Entry, PublicProfile } from '@ventura/shared';
import { useId, useState } from 'react';
import { useSessionUser } from '../../../core/session.ts';
import { downloadWithToast } from '../../../ui/file-chip.tsx';
import { type AnswerDisplay, answeredPairs } from '../answer-display.ts';
import { formFileUrl, profileAnswersQuery } from '../api.ts';

function FileAnswer({ uuid, name, downloadable }: { uuid: string; name: string; downloadable: boolean }) {
  const [busy, setBusy] = useState(false);
  // Only the profile's member and operators may fetch the file; to anyone else it is its name.
  if (!downloadable) return <>{name}</>;
  const open = async () => {
    setBusy(true);
    await downloadWithToast(formFileUrl(uuid), name);
    setBusy(false);
  };
  return (
    <Anchor
      component="button"
      type="button"
      onClick={() => void open()}
      disabled={busy}
      aria-label={`Download ${name}`}
    >
      {name}
    </Anchor>
  );
}

function Answer({ shown, downloadable }: { shown: AnswerDisplay; downloadable: boolean }) {
  if (shown.kind === 'link') {
    return (
      <Anchor href={shown.href} target="_blank" rel="noopener noreferrer">
        {shown.text}
      </Anchor>
    );
  }
  if (shown.kind === 'file') return <FileAnswer uuid={shown.uuid} name={shown.name} downloadable={downloadable} />;
  return <>{shown.text}</>;
}

/** One profile form's card: its title, and each answered question with its answer. */
function FormAnswers({ entry, withAudience }: { entry: Entry; withAudience: boolean }) {
  const headingId = useId();
  const pairs = answeredPairs(entry);
  if (pairs.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={headingId}>
            {entry.form.title}
          </Title>
          {withAudience && !entry.form.showOnProfile ? (
            <Text size="sm" c="dimmed">
              Only this profile's member and the platform team see these answers.
            </Text>
          ) : null}
        </Stack>
        <Stack component="dl" gap="sm" m={0}>
          {pairs.map(({ field, shown }) => (
            <div key={field.key}>
              <Text component="dt" size="sm" c="dimmed">
                {field.label}
              </Text>
              <Text
                component="dd"
                m={0}
                style={{
                  whiteSpace: shown.kind === 'text' && shown.long ? 'pre-wrap' : undefined,
                  overflowWrap: 'anywhere',
                }}
              >
                <Answer shown={shown} downloadable={entry.can.downloadFiles} />
              </Text>
            </div>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * What a profile shows below its sections from the forms feature: the answers it sent to the tenant's
 * profile forms that this viewer may read (the server chooses them), a card per form. Nothing while they
 * load, when there are none, or when they cannot be had: the profile stands without them.
 */
export function ProfileFormAnswers({ profile }: { profile: PublicProfile }) {
  const viewer = useSessionUser()?.uuid ?? null;
  const answers = useQuery(profileAnswersQuery(profile.uuid, viewer));
  if (!answers.data || answers.data.length === 0) return null;
  // The holder and operators also see the forms that others do not, marked as such.
  const withAudience = profile.viewer === 'owner' || profile.viewer === 'operator';
  return (
    <>
      {answers.data.map((entry) => (
        <FormAnswers key={entry.form.uuid} entry={entry} withAudience={withAudience} />
      ))}
    </>
  );
}
