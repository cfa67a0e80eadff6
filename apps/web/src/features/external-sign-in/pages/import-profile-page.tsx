import { Alert, Anchor, Button, Group, Loader, Radio, Stack, Stepper, Text } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import {
  accountTypeLabels,
  type ExternalCodeSent,
  type ExternalLoginRequest,
  type ImportableProfile,
  type ImportPreview,
} from '@ventura/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorText } from '../../../api/client.ts';
import { completeSignIn } from '../../../api/sign-in.ts';
import { paths } from '../../../core/paths.ts';
import { useTenant } from '../../../core/tenant.ts';
import { BrandCard } from '../../../ui/brand-card.tsx';
import { CodeEntry } from '../../../ui/code-entry.tsx';
import { importProfile, requestImportCode, verifyImportCode } from '../api.ts';
import { ImportChecklist } from '../components/import-checklist.tsx';
import { SourceStep, type SourceValues } from '../components/source-step.tsx';
import {
  correctionOf,
  firstAllowed,
  type ImportChoices,
  importBody,
  importErrors,
  initialChoices,
} from '../import-wizard.ts';

type Problem = { text: string; kind: 'restart' | 'signIn' | 'other' };

/** Why an import was refused, and what the person can do about it. */
const problemOf = (error: unknown, fieldCount: number): Problem => {
  if (fieldCount > 0)
    return { text: 'Some values were not taken. Correct them below and import again.', kind: 'other' };
  const text = errorText(error, 'The profile could not be imported');
  if (error instanceof ApiError && (error.status === 410 || error.status === 400)) return { text, kind: 'restart' };
  if (error instanceof ApiError && error.status === 409) return { text, kind: 'signIn' };
  return { text, kind: 'other' };
};

const profileLabel = (profile: ImportableProfile) => `${accountTypeLabels[profile.accountType]}: ${profile.name}`;

/**
 * /auth/import-profile (issue 42, signed out): an account here made from a profile on another platform of
 * the deployment. The address and the contact there; the code that platform sends; the profile and, field by
 * field, what comes (correcting what this platform would refuse); then the import signs the person in.
 */
export function ImportProfilePage() {
  const tenant = useTenant();
  useDocumentTitle(`Bring your profile | ${tenant.name}`);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 36em)');
  const [step, setStep] = useState(0);
  const [source, setSource] = useState<{ request: ExternalLoginRequest; values: SourceValues } | null>(null);
  const [sent, setSent] = useState<ExternalCodeSent | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [choices, setChoices] = useState<ImportChoices | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [importing, setImporting] = useState(false);

  const profile = preview?.profiles.find((item) => item.accountType === choices?.accountType) ?? null;

  const choose = (found: ImportableProfile | undefined) => {
    setChoices(found ? initialChoices(found) : null);
    setFieldErrors({});
    setProblem(null);
  };

  const restart = () => {
    setStep(0);
    setSent(null);
    setPreview(null);
    choose(undefined);
  };

  const verify = async (code: string) => {
    if (!source) return;
    const found = await verifyImportCode({ ...source.request, code });
    setPreview(found);
    choose(firstAllowed(found.profiles));
    setStep(2);
  };

  const submit = async () => {
    if (!preview || !profile || !choices) return;
    setImporting(true);
    setProblem(null);
    try {
      const session = await importProfile(importBody(preview.importToken, profile, choices));
      setStep(4);
      completeSignIn(session, { queryClient, navigate, message: `Welcome to ${tenant.name}, ${session.user.name}!` });
    } catch (error) {
      const { fields } = importErrors(error);
      // A refused value of a field that had no problem gets its input too, and stays chosen.
      const corrections = { ...choices.corrections };
      for (const field of profile.fields) {
        if (fields[field.key] && corrections[field.key] === undefined)
          corrections[field.key] = correctionOf(field.value);
      }
      setChoices({ ...choices, corrections });
      setFieldErrors(fields);
      setProblem(problemOf(error, Object.keys(fields).length));
      setImporting(false);
    }
  };

  return (
    <BrandCard
      title="Bring your profile"
      intro={`Make your account on ${tenant.name} from the profile you have on another platform.`}
      width={680}
      footer={
        <Text size="sm">
          Already have an account here?{' '}
          <Anchor component={Link} to={paths.login} fw={600}>
            Sign in
          </Anchor>
        </Text>
      }
    >
      <Stepper active={step} size="sm" iconSize={phone ? 28 : 36} allowNextStepsSelect={false}>
        <Stepper.Step label="Where">
          <Stack pt="md">
            <SourceStep
              initial={source?.values ?? null}
              onSent={(request, values, found) => {
                setSource({ request, values });
                setSent(found);
                setStep(1);
              }}
            />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Code">
          <Stack pt="md" gap="sm">
            {sent && source ? (
              <>
                <Text size="sm">
                  {sent.source.name} ({sent.source.host}) sent the code.
                </Text>
                <CodeEntry
                  key={sent.sentTo}
                  sent={sent}
                  verifyLabel="Show my profile"
                  failureText="Invalid or expired code"
                  onChangeContact={restart}
                  onResend={() => requestImportCode(source.request)}
                  onVerify={verify}
                />
              </>
            ) : null}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Choose">
          {preview ? (
            <Stack pt="md" gap="md">
              <Text size="sm">
                Your account on {preview.source.name}: {preview.person.name}
                {(preview.person.email ?? preview.person.mobile)
                  ? ` (${preview.person.email ?? preview.person.mobile})`
                  : ''}
                . Choose within {Math.round(preview.expiresInSeconds / 60)} minutes.
              </Text>
              {preview.profiles.length > 1 ? (
                <Radio.Group
                  label="Which profile"
                  value={choices?.accountType ?? null}
                  onChange={(value) => choose(preview.profiles.find((item) => item.accountType === value))}
                >
                  <Stack gap="xs" mt="xs">
                    {preview.profiles.map((item) => (
                      <Radio
                        key={item.accountType}
                        value={item.accountType}
                        label={profileLabel(item)}
                        description={item.allowed ? undefined : item.notAllowedReason}
                        disabled={!item.allowed || importing}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              ) : null}
              {profile && choices ? (
                <>
                  {preview.profiles.length === 1 ? <Text fw={600}>{profileLabel(profile)}</Text> : null}
                  <ImportChecklist
                    profile={profile}
                    source={preview.source}
                    choices={choices}
                    onChange={setChoices}
                    fieldErrors={fieldErrors}
                    disabled={importing}
                  />
                </>
              ) : (
                <Alert color="yellow" title="Nothing to bring here">
                  {preview.profiles.length === 0
                    ? `Your account on ${preview.source.name} has no profile to bring.`
                    : `${tenant.name} does not take ${preview.profiles.length === 1 ? 'this profile' : 'any of these profiles'}${
                        preview.profiles[0]?.notAllowedReason ? `: ${preview.profiles[0].notAllowedReason}` : '.'
                      }`}
                </Alert>
              )}
              {problem ? (
                <Alert color="red" role="alert" title="Not imported">
                  {problem.text}
                  {problem.kind === 'signIn' ? (
                    <>
                      {' '}
                      <Anchor component={Link} to={paths.login} inherit>
                        Sign in instead
                      </Anchor>
                    </>
                  ) : null}
                </Alert>
              ) : null}
              <Group justify="space-between" gap="sm">
                <Button variant="default" onClick={restart} disabled={importing}>
                  Start again
                </Button>
                {profile && problem?.kind !== 'restart' ? (
                  <Button onClick={() => void submit()} loading={importing}>
                    Import
                  </Button>
                ) : null}
              </Group>
            </Stack>
          ) : null}
        </Stepper.Step>
        <Stepper.Step label="Import" />
        <Stepper.Completed>
          <Group pt="md" gap="sm" role="status">
            <Loader size="sm" />
            <Text>Your profile is here. Taking you to it…</Text>
          </Group>
        </Stepper.Completed>
      </Stepper>
    </BrandCard>
  );
}
