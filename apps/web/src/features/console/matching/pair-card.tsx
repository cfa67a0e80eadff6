import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { type MatchingConsole, MatchingSettingsBody, type MatchPair, matchPairLabels } from '@ventura/shared';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { usePreviewMatching, useSaveMatching } from '../api.ts';
import { bodyOf, type Draft, defaultDraftOf, draftOf, draftsDiffer, sharesOf } from './draft.ts';
import { FactorRow } from './factor-row.tsx';
import { PreviewSamples } from './preview-samples.tsx';

type SavedPair = MatchingConsole['pairs'][number];

/** Whose matches each pair scores, both ways where it goes both ways. */
const pairDescriptions: Record<MatchPair, string> = {
  investor: 'The investors a startup is shown, and the startups an investor is shown.',
  mentor: 'The mentors a startup is shown, and the startups a mentor is shown.',
  challenge: 'The corporates’ open challenges a startup is shown.',
  program: 'The open programs a startup is shown.',
};

/** A refusal of the factors sent (bad input), shown beside the form; anything else is a toast. */
const isRefusal = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 422);

/**
 * One pair's factors as a form of its own: each factor on or off with its weight and share, tried on a
 * sample of members before it is saved.
 */
export function PairCard({ saved }: { saved: SavedPair }) {
  const headingId = useId();
  const label = matchPairLabels[saved.pair];
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved.factors));
  // The draft the preview on screen was made with: once the draft moves on, that preview is out of date.
  const [previewed, setPreviewed] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveMatching();
  const preview = usePreviewMatching();
  const changed = draftsDiffer(draft, draftOf(saved.factors), saved.factors);
  const shares = sharesOf(draft, saved.factors);
  const busy = save.isPending || preview.isPending;

  const edit = (next: Draft) => {
    setDraft(next);
    setProblem(null);
  };

  /** The body to send, checked with the shared schema first: a problem shows beside the buttons instead. */
  const checkedBody = () => {
    const parsed = MatchingSettingsBody.safeParse(bodyOf(saved.pair, draft));
    if (parsed.success) return parsed.data;
    setProblem(parsed.error.issues[0]?.message ?? 'Check the factors');
    return null;
  };

  const onError = (fallback: string) => (error: unknown) => {
    if (isRefusal(error)) setProblem(errorText(error, fallback));
    else notify.error(errorText(error, fallback));
  };

  const tryOnSample = () => {
    const body = checkedBody();
    if (!body) return;
    const sent = draft;
    preview.mutate(body, {
      onSuccess: () => setPreviewed(sent),
      onError: onError('The preview could not be made'),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = checkedBody();
    if (!body) return;
    save.mutate(body, {
      onSuccess: (next) => {
        const pair = next.pairs.find((candidate) => candidate.pair === saved.pair);
        if (pair) setDraft(draftOf(pair.factors));
        // What the preview proposed is what members now get: it has nothing left to compare.
        preview.reset();
        setPreviewed(null);
        notify.success(`Matching of ${label.toLowerCase()} saved`);
      },
      onError: onError('The factors could not be saved'),
    });
  };

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Group gap="sm" justify="space-between">
              <Title order={2} size="h3" id={headingId}>
                {label}
              </Title>
              {changed ? (
                <Badge variant="light" color="gray">
                  Unsaved changes
                </Badge>
              ) : null}
            </Group>
            <Text c="dimmed" size="sm">
              {pairDescriptions[saved.pair]}
            </Text>
          </Stack>
          <div>
            {saved.factors.map((factor) => {
              const setting = draft[factor.factor] ?? { weight: factor.weight, on: factor.on };
              return (
                <FactorRow
                  key={factor.factor}
                  factor={factor}
                  setting={setting}
                  share={shares[factor.factor] ?? 'off'}
                  disabled={busy}
                  onChange={(next) => edit({ ...draft, [factor.factor]: next })}
                />
              );
            })}
          </div>
          {problem ? (
            <Alert variant="light" color="red" title="These factors cannot be used">
              {problem}
            </Alert>
          ) : null}
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              <Button variant="subtle" onClick={() => edit(defaultDraftOf(saved.factors))} disabled={busy}>
                Restore defaults
              </Button>
              <Button variant="subtle" onClick={() => edit(draftOf(saved.factors))} disabled={!changed || busy}>
                Discard changes
              </Button>
            </Group>
            <Group gap="sm" ml="auto">
              <Button
                variant="default"
                leftSection={<IconEye size={18} aria-hidden />}
                onClick={tryOnSample}
                loading={preview.isPending}
                disabled={save.isPending}
              >
                Preview on a sample
              </Button>
              <Button type="submit" disabled={!changed || preview.isPending} loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Group>
          {preview.data && previewed ? (
            <PreviewSamples preview={preview.data} stale={draftsDiffer(draft, previewed, saved.factors)} />
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
