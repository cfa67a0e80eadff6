import { Anchor, Button, Group, NumberInput, Paper, Select, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MentorOffer, MentorOfferInput, mentorSessionLengths } from '@ventura/shared';
import { Link } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { useSaveOffer } from '../api.ts';
import { hoursText } from '../times.ts';

/** Where a mentor sets the hours they offer (the meetings feature's availability editor). */
const availabilityPath = '/calender/availability';
const maxTopics = 1000;

type Values = { active: boolean; topics: string; sessionMinutes: string; monthlyHoursLimit: number | string };
type Field = keyof Values;

const lengthChoices = mentorSessionLengths.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));

const bodyOf = (values: Values): MentorOfferInput => ({
  active: values.active,
  topics: values.topics.trim(),
  sessionMinutes: Number(values.sessionMinutes),
  monthlyHoursLimit: values.monthlyHoursLimit === '' ? null : Number(values.monthlyHoursLimit),
});

const fieldNames: readonly Field[] = ['active', 'topics', 'sessionMinutes', 'monthlyHoursLimit'];
const fieldOf = (path: string) => fieldNames.find((field) => field === path.split('.')[0]);

/** 'My offer': whether the mentor offers hours, on what, how long a session lasts and how many hours a month. */
export function OfferForm({ offer }: { offer: MentorOffer }) {
  const save = useSaveOffer();
  const form = useForm<Values>({
    initialValues: {
      active: offer.active,
      topics: offer.topics,
      sessionMinutes: String(offer.sessionMinutes),
      monthlyHoursLimit: offer.monthlyHoursLimit ?? '',
    },
  });

  const submit = form.onSubmit((values) => {
    const body = bodyOf(values);
    const problems = schemaFieldErrors(MentorOfferInput, body, fieldOf);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    save.mutate(body, {
      onSuccess: () =>
        notify.success(body.active ? 'Your offer is saved and open to startups.' : 'Your offer is saved.'),
      onError: (error) => {
        const onFields = serverFieldErrors(error, fieldOf);
        if (hasErrors(onFields)) form.setErrors(onFields);
        else notify.error(errorText(error, 'Your offer could not be saved'));
      },
    });
  });

  return (
    <Paper withBorder radius="lg" p="lg">
      <form onSubmit={submit} noValidate aria-labelledby="mentor-offer-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="mentor-offer-title">
            My offer
          </Title>
          <Text size="sm" c="dimmed">
            Startups book sessions in your free hours, which come from your availability.{' '}
            <Anchor component={Link} to={availabilityPath}>
              Set your availability
            </Anchor>
          </Text>
          {/* The switch's name stays its label alone; what it does is said beside it. */}
          <Stack gap={4}>
            <Switch label="Offer mentorship hours" {...form.getInputProps('active', { type: 'checkbox' })} />
            <Text size="xs" c="dimmed">
              When on, startups find you under Find a mentor and can book a session.
            </Text>
          </Stack>
          <Textarea
            label="Topics"
            description={`What you can help with (${form.values.topics.length}/${maxTopics} characters)`}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={maxTopics}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('topics')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label="Session length"
              data={lengthChoices}
              allowDeselect={false}
              miw={180}
              {...form.getInputProps('sessionMinutes')}
            />
            <NumberInput
              label="Monthly limit (hours)"
              description="Leave empty for no limit"
              min={1}
              max={200}
              allowDecimal={false}
              allowNegative={false}
              miw={180}
              {...form.getInputProps('monthlyHoursLimit')}
            />
          </Group>
          <Text size="sm" c="dimmed">
            Booked this month: {hoursText(offer.bookedMinutesThisMonth)}. Confirmed in all:{' '}
            {hoursText(offer.confirmedMinutes)}.
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save offer
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
