import {
  Button,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type Event, eventModeLabels, eventModes } from '@ventura/shared';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, serverFieldErrors, withoutFieldPath } from '../../../ui/form-errors.ts';
import { paymentSettingsQuery, useCreateEvent, useUpdateEvent } from '../api.ts';
import { eventPaths } from '../paths.ts';
import {
  type EventFormValues,
  emptyEventValues,
  eventBody,
  eventErrors,
  eventFieldOf,
  eventPatchBody,
  eventValues,
} from './event-form.ts';
import { AgendaEditor, FilesEditor, QuestionsEditor, SpeakersEditor } from './list-editors.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const zones = (current: string) => {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
};

/**
 * The event editor: what, how and where, when (a date and time in a chosen zone), places and office-hours
 * slots, agenda, speakers, registration questions and files, public or not, draft or published. Checked
 * with the shared EventInput before it goes; the server's field problems come back onto the fields.
 */
export function EventEditor({ event }: { event?: Event | undefined }) {
  const navigate = useNavigate();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const saved = useMemo(() => (event ? eventValues(event) : emptyEventValues()), [event]);
  const form = useForm<EventFormValues>({ initialValues: saved, validate: eventErrors });
  const zoneOptions = useMemo(() => zones(form.values.timeZone), [form.values.timeZone]);
  const pending = create.isPending || update.isPending;
  const cancelled = event?.status === 'cancelled';
  // A ticket price only where the tenant takes payments (its provider is set).
  const payments = useQuery(paymentSettingsQuery()).data;

  const failed = (error: unknown) => {
    const errors = serverFieldErrors(error, eventFieldOf);
    if (hasErrors(errors)) form.setErrors(errors);
    notify.error(
      withoutFieldPath(errorText(error, event ? 'The event could not be saved' : 'The event could not be created')),
    );
  };

  const submit = form.onSubmit(
    (values) => {
      if (!event) {
        create.mutate(eventBody(values), {
          onSuccess: (created) => {
            notify.success(`${created.title} is created`);
            void navigate(eventPaths.adminEdit(created.uuid));
          },
          onError: failed,
        });
        return;
      }
      update.mutate(
        { uuid: event.uuid, body: eventPatchBody(values) },
        { onSuccess: () => notify.success('Your changes are saved'), onError: failed },
      );
    },
    () => notify.error('Some fields need your attention'),
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate aria-label={event ? `Edit ${event.title}` : 'New event'}>
        <Stack gap="xl">
          <Section title="About">
            <TextInput label="Title" withAsterisk maxLength={160} {...form.getInputProps('title')} />
            <Textarea
              label="Description"
              autosize
              minRows={4}
              maxLength={10_000}
              {...form.getInputProps('description')}
            />
            <Radio.Group label="Mode" withAsterisk {...form.getInputProps('mode')}>
              <Group gap="lg" mt={6}>
                {eventModes.map((mode) => (
                  <Radio key={mode} value={mode} label={eventModeLabels[mode]} />
                ))}
              </Group>
            </Radio.Group>
            <TextInput label="Location" maxLength={300} {...form.getInputProps('location')} />
            <TextInput
              label="Online link"
              type="url"
              placeholder="https://"
              maxLength={500}
              description="Shown to registrants only"
              {...form.getInputProps('onlineLink')}
            />
          </Section>
          <Section title="When">
            <Select
              label="Time zone"
              withAsterisk
              searchable
              allowDeselect={false}
              limit={60}
              data={zoneOptions}
              {...form.getInputProps('timeZone')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput label="Start date" type="date" withAsterisk {...form.getInputProps('startDate')} />
              <TextInput label="Start time" type="time" withAsterisk {...form.getInputProps('startTime')} />
              <TextInput label="End date" type="date" withAsterisk {...form.getInputProps('endDate')} />
              <TextInput label="End time" type="time" withAsterisk {...form.getInputProps('endTime')} />
            </SimpleGrid>
          </Section>
          <Section title="Places">
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NumberInput
                label="Capacity"
                description="Attending places; empty for no limit"
                min={1}
                max={100_000}
                allowDecimal={false}
                {...form.getInputProps('capacity')}
              />
              <NumberInput
                label="Slot minutes (office hours)"
                description="Each registrant books a slot this long; empty for a plain event"
                min={10}
                max={240}
                allowDecimal={false}
                {...form.getInputProps('slotMinutes')}
              />
              {payments?.provider ? (
                <NumberInput
                  label={`Ticket price (${payments.currency})`}
                  description="Before tax; members buy a ticket to register. Empty for a free event"
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  {...form.getInputProps('ticketPrice')}
                />
              ) : null}
            </SimpleGrid>
          </Section>
          <Section title="Agenda">
            <AgendaEditor
              items={form.values.agenda}
              onChange={(items) => form.setFieldValue('agenda', items)}
              error={form.errors.agenda ? String(form.errors.agenda) : undefined}
            />
          </Section>
          <Section title="Speakers">
            <SpeakersEditor
              items={form.values.speakers}
              onChange={(items) => form.setFieldValue('speakers', items)}
              error={form.errors.speakers ? String(form.errors.speakers) : undefined}
            />
          </Section>
          <Section title="Registration questions">
            <QuestionsEditor
              items={form.values.questions}
              onChange={(items) => form.setFieldValue('questions', items)}
              error={form.errors.questions ? String(form.errors.questions) : undefined}
            />
          </Section>
          <Section title="Files">
            <FilesEditor
              items={form.values.files}
              onChange={(files) => form.setFieldValue('files', files)}
              error={form.errors.files ? String(form.errors.files) : undefined}
            />
          </Section>
          <Section title="Publishing">
            <Switch
              label="Public event"
              description="Listed to visitors, who register by name and email"
              {...form.getInputProps('isPublic', { type: 'checkbox' })}
            />
            <Radio.Group label="Status" {...form.getInputProps('status')}>
              <Group gap="lg" mt={6}>
                <Radio value="draft" label="Draft" />
                <Radio value="published" label="Published" />
              </Group>
            </Radio.Group>
          </Section>
          <Group justify="flex-end">
            <Button type="submit" loading={pending} disabled={cancelled}>
              {event ? 'Save changes' : 'Create event'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
