import { Button, Grid, Group, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconCircleDashed } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type OwnProfile, type ProfileTypeDef, profileTypes } from '@ventura/shared';
import { type ReactNode, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { ownProfileQuery } from '../api.ts';
import { EditLocked } from '../components/edit-locked.tsx';
import { ListEditor } from '../components/list-editor.tsx';
import { LogoUpload } from '../components/logo-upload.tsx';
import { ReviewStep } from '../components/review-step.tsx';
import { SectionForm } from '../components/section-form.tsx';
import { type EditStep, loadFailedText } from '../edit-pages.ts';
import { guidedStepsOf, openingStep } from '../guided-steps.ts';

/**
 * /startups/complete-profile: the startup's sections and founders one step at a time, each saved as
 * it is left, then a review with the completeness and the approval request.
 */
export function CompleteProfilePage() {
  const user = useSessionUser();
  if (user?.accountType !== 'startup') return <Navigate to={paths.notFound} replace />;
  return <GuidedFlow def={profileTypes.startup} profileUuid={user.uuid} />;
}

function GuidedFlow({ def, profileUuid }: { def: ProfileTypeDef; profileUuid: string }) {
  const tenant = useTenant();
  useDocumentTitle(`Complete your profile | ${tenant.name}`);
  const own = useQuery(ownProfileQuery(def, profileUuid));
  // After the approval request the profile may close for editing; the review stays to show its status.
  const [requested, setRequested] = useState(false);

  if (own.data && !own.data.can.edit && !requested) return <EditLocked reason={own.data.editLockedReason} />;

  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>Complete your {def.label.toLowerCase()} profile</Title>
        <Text c="dimmed">
          A few steps, each saved as you go. Once everything needed is in, send your profile for approval.
        </Text>
      </Stack>
      <QueryView query={own} errorTitle={loadFailedText(def)} loadingHeight={520}>
        {(profile) => (
          <Steps
            def={def}
            profile={profile}
            profileUuid={profileUuid}
            locked={!profile.can.edit}
            onRequested={() => setRequested(true)}
          />
        )}
      </QueryView>
    </Stack>
  );
}

type StepsProps = {
  def: ProfileTypeDef;
  profile: OwnProfile;
  profileUuid: string;
  locked: boolean;
  onRequested: () => void;
};

const stepDescription = (step: EditStep) => (step.complete ? 'Complete' : 'To do');

function Steps({ def, profile, profileUuid, locked, onRequested }: StepsProps) {
  const [params, setParams] = useSearchParams();
  const steps = guidedStepsOf(def, profile);
  const [active, setActive] = useState(() => (locked ? steps.length : openingStep(steps, params.get('step'))));
  // Wide screens list the steps beside the form; narrower ones say where they are above it.
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const review = steps.length;

  const go = (index: number) => {
    const next = Math.max(0, Math.min(review, index));
    setActive(next);
    setParams({ step: String(next + 1) }, { replace: true });
    window.scrollTo({ top: 0 });
  };

  const back =
    active > 0 ? (
      <Button variant="default" onClick={() => go(active - 1)}>
        Back
      </Button>
    ) : null;

  const current = steps[active];
  const content = current ? (
    <StepContent
      key={current.key}
      def={def}
      profile={profile}
      profileUuid={profileUuid}
      step={current}
      onNext={() => go(active + 1)}
      back={back}
    />
  ) : (
    <ReviewStep
      def={def}
      profile={profile}
      profileUuid={profileUuid}
      steps={steps}
      onOpenStep={go}
      onBack={() => go(review - 1)}
      onRequested={onRequested}
    />
  );

  if (!wide) {
    return (
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Step {active + 1} of {review + 1}: {current?.title ?? 'Review'}
          </Text>
          <Progress value={((active + 1) / (review + 1)) * 100} size="sm" radius="xl" aria-hidden />
        </Stack>
        {content}
      </Stack>
    );
  }
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <Paper component="nav" aria-label="Steps" withBorder radius="lg" p="md">
          <Stepper
            active={active}
            onStepClick={locked ? undefined : go}
            allowNextStepsSelect={!locked}
            orientation="vertical"
            size="sm"
          >
            {steps.map((step, index) => (
              <Stepper.Step
                key={step.key}
                label={step.title}
                description={stepDescription(step)}
                completedIcon={step.complete ? undefined : <IconCircleDashed size={18} aria-hidden />}
                color={step.complete ? undefined : 'yellow'}
                aria-label={`Step ${index + 1}: ${step.title}, ${stepDescription(step).toLowerCase()}`}
                aria-current={index === active ? 'step' : undefined}
              />
            ))}
            <Stepper.Step
              label="Review"
              description="Request approval"
              aria-label={`Step ${review + 1}: Review`}
              aria-current={active === review ? 'step' : undefined}
            />
          </Stepper>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>{content}</Grid.Col>
    </Grid>
  );
}

type StepContentProps = {
  def: ProfileTypeDef;
  profile: OwnProfile;
  profileUuid: string;
  step: EditStep;
  onNext: () => void;
  back: ReactNode;
};

function StepContent({ def, profile, profileUuid, step, onNext, back }: StepContentProps) {
  const section = def.sections.find((s) => s.key === step.key);
  const main = def.sections.find((s) => profile.sections.includes(s.key));
  if (section) {
    return (
      <Stack gap="lg">
        {section === main ? <LogoUpload def={def} profile={profile} profileUuid={profileUuid} /> : null}
        <SectionForm
          key={section.key}
          section={section}
          profile={profile}
          profileUuid={profileUuid}
          submitLabel="Save and continue"
          continueUnchanged
          onDone={onNext}
          actions={back}
          intro={
            step.missing.length > 0 ? (
              <Text size="sm">
                <Text span fw={600}>
                  Still needed:
                </Text>{' '}
                {step.missing.join(', ')}
              </Text>
            ) : null
          }
        />
      </Stack>
    );
  }
  const list = def.lists.find((l) => l.key === step.key);
  if (!list) return null;
  return (
    <Stack gap="lg">
      <ListEditor key={list.key} list={list} profile={profile} profileUuid={profileUuid} />
      <Group gap="sm">
        {back}
        <Button onClick={onNext}>Continue</Button>
      </Group>
    </Stack>
  );
}
