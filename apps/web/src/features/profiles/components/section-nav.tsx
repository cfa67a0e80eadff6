import { Button, Group, NavLink, Paper, Progress, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed, IconForms, IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { OwnProfile, ProfileTypeDef } from '@ventura/shared';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { profileFormsQuery } from '../../forms/index.ts';
import { type EditStep, editStepsOf } from '../edit-pages.ts';

type Props = { def: ProfileTypeDef; profile: OwnProfile; current: string };

function StepIcon({ step }: { step: EditStep }) {
  return step.complete && step.count !== 0 ? (
    <IconCircleCheckFilled size={18} color="var(--mantine-color-green-filled)" aria-hidden />
  ) : (
    <IconCircleDashed size={18} color="var(--mantine-color-dimmed)" aria-hidden />
  );
}

const stateText = (step: EditStep) => {
  if (!step.complete) return `Missing: ${step.missing.join(', ')}`;
  if (step.kind === 'list' && step.count === 0) return 'Optional';
  return step.kind === 'list' ? `${step.count} added` : 'Complete';
};

function Completeness({ percentage }: { percentage: number }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          Profile completeness
        </Text>
        <Text size="sm" fw={700}>
          {percentage}%
        </Text>
      </Group>
      <Progress value={percentage} aria-label={`Profile ${percentage}% complete`} size="md" radius="xl" />
    </Stack>
  );
}

/**
 * The parts of the profile with a check on the complete ones and the completeness, to move between
 * them: a column beside the form on wide screens, a scrolling row above it on phones.
 */
export function SectionNav({ def, profile, current }: Props) {
  const steps = editStepsOf(def, profile);
  // The tenant's custom forms for this type (the forms feature's): after the profile's own parts.
  const customForms = useQuery(profileFormsQuery(def.type, `${def.webPath}/edit`)).data ?? [];
  // A custom form's page is open whatever its slug says (the title may have changed since).
  const isOpen = (page: string) => current.startsWith(page.slice(0, page.lastIndexOf('/') + 1));
  const row = useRef<HTMLDivElement>(null);
  // On a phone the current part may be past the screen's edge: bring it into the row's view.
  useEffect(() => {
    const active = row.current?.querySelector('[aria-current="page"]');
    if (current && active) active.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);
  const percentage = profile.completeness.percentage;
  return (
    <nav aria-label="Profile sections">
      <Paper withBorder radius="lg" p="md" visibleFrom="md">
        <Stack gap="md">
          <Completeness percentage={percentage} />
          <Stack gap={2}>
            {steps.map((step) => (
              <NavLink
                key={step.key}
                component={Link}
                to={step.page}
                label={step.title}
                description={
                  <Text span size="xs" c="dimmed" lineClamp={2}>
                    {stateText(step)}
                  </Text>
                }
                leftSection={<StepIcon step={step} />}
                active={step.page === current}
                aria-current={step.page === current ? 'page' : undefined}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
            {customForms.map((form) => (
              <NavLink
                key={`form-${form.id}`}
                component={Link}
                to={form.page}
                label={form.title}
                description={
                  <Text span size="xs" c="dimmed">
                    Form
                  </Text>
                }
                leftSection={<IconForms size={18} color="var(--mantine-color-dimmed)" aria-hidden />}
                active={isOpen(form.page)}
                aria-current={isOpen(form.page) ? 'page' : undefined}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </Stack>
          {def.guidedPage ? (
            <Button
              component={Link}
              to={def.guidedPage}
              variant="default"
              leftSection={<IconRoute size={18} aria-hidden />}
            >
              Guided setup
            </Button>
          ) : null}
        </Stack>
      </Paper>
      <Stack gap="sm" hiddenFrom="md">
        <Completeness percentage={percentage} />
        <ScrollArea type="auto" offsetScrollbars scrollbarSize={6} viewportRef={row}>
          <Group gap="xs" wrap="nowrap" pb={4}>
            {steps.map((step) => (
              <Button
                key={step.key}
                component={Link}
                to={step.page}
                size="compact-sm"
                radius="xl"
                variant={step.page === current ? 'light' : 'default'}
                aria-current={step.page === current ? 'page' : undefined}
                leftSection={<StepIcon step={step} />}
                style={{ flexShrink: 0 }}
              >
                {step.title}
                <VisuallyHidden>{`, ${stateText(step).toLowerCase()}`}</VisuallyHidden>
              </Button>
            ))}
            {customForms.map((form) => (
              <Button
                key={`form-${form.id}`}
                component={Link}
                to={form.page}
                size="compact-sm"
                radius="xl"
                variant={isOpen(form.page) ? 'light' : 'default'}
                aria-current={isOpen(form.page) ? 'page' : undefined}
                leftSection={<IconForms size={18} aria-hidden />}
                style={{ flexShrink: 0 }}
              >
                {form.title}
              </Button>
            ))}
            {def.guidedPage ? (
              <Button
                component={Link}
                to={def.guidedPage}
                size="compact-sm"
                radius="xl"
                variant="subtle"
                style={{ flexShrink: 0 }}
              >
                Guided setup
              </Button>
            ) : null}
          </Group>
        </ScrollArea>
      </Stack>
    </nav>
  );
}
