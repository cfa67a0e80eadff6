import { Alert, Button, Paper, Radio, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Answers, checkAnswers, type Event, type EventResponse } from '@ventura/shared';
import { type FormEvent, useState } from 'react';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { errorsByKey } from '../../../ui/form-fields/answers.ts';
import { slotsQuery, useAttendEvent } from '../api.ts';
import { responseLabels } from '../labels.ts';
import { browserZone, timeRange } from '../time.ts';
import { QuestionFields } from './question-fields.tsx';
import { RegisteredPanel } from './registered-panel.tsx';
import { TicketPanel } from './ticket-panel.tsx';

const responses: EventResponse[] = ['attending', 'tentative', 'declined'];
export const registeredText = 'You have successfully registered for the event';

type Slot = { date: string; timeFrom: string; timeTo: string; startsAt: string; endsAt: string };
const slotKey = (slot: Slot) => `${slot.date} ${slot.timeFrom}`;

function SlotPicker({
  uuid,
  value,
  onChange,
  error,
}: {
  uuid: string;
  value: string | null;
  onChange: (slot: Slot | null) => void;
  error: string | undefined;
}) {
  const slots = useQuery(slotsQuery(uuid));
  if (slots.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(slots.error, 'The free slots could not be loaded')}
      </Alert>
    );
  }
  const list = slots.data?.slots ?? [];
  return (
    <Select
      label="Time slot"
      withAsterisk
      placeholder={slots.isPending ? 'Loading free slots…' : list.length === 0 ? 'No free slots' : 'Choose a slot'}
      disabled={slots.isPending || list.length === 0}
      data={list.map((slot) => ({ value: slotKey(slot), label: timeRange(slot.startsAt, slot.endsAt) }))}
      value={value}
      onChange={(key) => onChange(list.find((slot) => slotKey(slot) === key) ?? null)}
      error={error}
    />
  );
}

/**
 * Registering for an event: the answer (attending, tentative, declined), the registration questions and,
 * for office hours, a free slot and what to discuss; sent as POST events/{id}/attend2 with the browser's
 * zone. Registered, it offers the .ics file and calendar links, and a way to change the answer.
 */
export function RegistrationPanel({ event }: { event: Event }) {
  const attend = useAttendEvent(event.uuid);
  const registration = event.registration;
  const [editing, setEditing] = useState(false);
  const [justRegistered, setJustRegistered] = useState(false);
  const [response, setResponse] = useState<EventResponse>(registration?.responseAction ?? 'attending');
  const [answers, setAnswers] = useState<Answers>(registration?.answers ?? {});
  const [slot, setSlot] = useState<Slot | null>(null);
  const [agenda, setAgenda] = useState(registration?.meetingAgenda ?? '');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const registered = justRegistered || (registration !== null && registration.responseAction !== 'declined');
  if (registered && !editing) {
    const answer = registration ? `Your answer: ${responseLabels[registration.responseAction]}.` : undefined;
    const booked = registration?.slot
      ? ` Your slot: ${timeRange(registration.slot.startsAt, registration.slot.endsAt)}.`
      : '';
    return (
      <Paper withBorder radius="lg" p="md" component="section" aria-label="Registration">
        <Stack gap="sm">
          <RegisteredPanel
            uuid={event.uuid}
            calendarLinks={event.calendarLinks}
            detail={answer ? `${answer}${booked}` : undefined}
          />
          {event.can.register ? (
            <Button variant="default" onClick={() => setEditing(true)} style={{ alignSelf: 'flex-start' }}>
              Change my answer
            </Button>
          ) : null}
        </Stack>
      </Paper>
    );
  }

  if (event.can.buyTicket && event.ticket) return <TicketPanel event={event} ticket={event.ticket} />;

  if (!event.can.register) {
    const why =
      event.status === 'cancelled'
        ? 'This event is cancelled.'
        : event.placesLeft !== null && event.placesLeft <= 0
          ? 'This event is full.'
          : 'Registration is closed for this event.';
    return (
      <Paper withBorder radius="lg" p="md" component="section" aria-label="Registration">
        <Text>{why}</Text>
      </Paper>
    );
  }

  const officeHours = event.slotMinutes !== null;
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setProblem(null);
    const declining = response === 'declined';
    const checked = checkAnswers(event.questions, answers, { complete: !declining });
    const found = errorsByKey(checked.errors).byKey;
    if (officeHours && !declining && !slot) found.slot = 'Choose a time slot';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    attend.mutate(
      {
        responseAction: response,
        ...browserZone(),
        answers: checked.answers,
        ...(officeHours && slot && !declining
          ? { date: slot.date, timeFrom: slot.timeFrom, timeTo: slot.timeTo, meetingAgenda: agenda.trim() || undefined }
          : {}),
      },
      {
        onSuccess: () => {
          setEditing(false);
          if (declining) {
            setJustRegistered(false);
            notify.success('Your answer is saved');
            return;
          }
          setJustRegistered(true);
          notify.success(registeredText);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setErrors(errorsByKey(error.errors).byKey);
          setProblem(withoutFieldPath(errorText(error, 'Your registration could not be sent')));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Registration">
      <form onSubmit={submit} noValidate aria-label="Register for this event">
        <Stack gap="md">
          <Title order={2} size="h4">
            Register
          </Title>
          {registration?.responseAction === 'declined' ? <Text size="sm">You declined this event.</Text> : null}
          <Radio.Group
            label="Your answer"
            value={response}
            onChange={(value) => setResponse(responses.find((each) => each === value) ?? 'attending')}
          >
            <Stack gap="xs" mt={6}>
              {responses.map((each) => (
                <Radio key={each} value={each} label={responseLabels[each]} />
              ))}
            </Stack>
          </Radio.Group>
          {officeHours && response !== 'declined' ? (
            <>
              <SlotPicker
                uuid={event.uuid}
                value={slot ? slotKey(slot) : null}
                onChange={setSlot}
                error={errors.slot}
              />
              <Textarea
                label="What would you like to discuss?"
                autosize
                minRows={2}
                maxLength={1000}
                value={agenda}
                onChange={(change) => setAgenda(change.currentTarget.value)}
              />
            </>
          ) : null}
          {event.questions.length > 0 && response !== 'declined' ? (
            <QuestionFields questions={event.questions} answers={answers} onChange={setAnswers} errors={errors} />
          ) : null}
          {problem ? (
            <Alert color="red" role="alert" title="Not registered">
              {problem}
            </Alert>
          ) : null}
          <Button type="submit" loading={attend.isPending} style={{ alignSelf: 'flex-start' }}>
            {registration ? 'Update my registration' : 'Register'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
