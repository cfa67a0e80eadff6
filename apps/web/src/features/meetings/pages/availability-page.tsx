import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type Availability, type AvailabilityType, slotLengths } from '@ventura/shared';
import { memo, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { type FieldErrors, hasErrors, serverFieldErrors, withoutFieldPath } from '../../../ui/form-errors.ts';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { knownTimeZones, viewerTimeZone } from '../../../ui/zones.ts';
import { availabilityQuery, useSaveAvailability } from '../api.ts';
import {
  type AvailabilityValues,
  availabilityBody,
  availabilityErrors,
  type DateValues,
  dayNames,
  fieldOf,
  newRange,
  valuesOf,
  weekOrder,
} from '../availability-form.ts';
import { CalendarGate } from '../components/calendar-gate.tsx';
import { RangeFields } from '../components/range-fields.tsx';
import { SlotPreview } from '../components/slot-preview.tsx';
import { meetingPaths } from '../paths.ts';
import { availabilityTypeLabels } from '../present.ts';

const availabilityTypes: readonly AvailabilityType[] = [
  'specific_days',
  'specific_dates',
  'anytime',
  'temporary_unavailable',
];

const fieldsProblem = 'Some fields need a look: see the messages below.';

/** /calender/availability: when others may book the caller, in the caller's own zone. */
export function AvailabilityPage() {
  const tenant = useTenant();
  useDocumentTitle(`Your availability | ${tenant.name}`);
  const saved = useQuery(availabilityQuery());
  const user = useSessionUser();
  return (
    <CalendarGate>
      <Stack gap="lg" maw={760} mx="auto" w="100%">
        <Anchor component={Link} to={meetingPaths.calendar} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            My Meetings
          </Group>
        </Anchor>
        <Title order={1}>Your availability</Title>
        <Text c="dimmed">Your connections book meetings with you in these hours.</Text>
        <QueryView query={saved} errorTitle="Your availability could not be loaded" loadingHeight={480}>
          {(availability) => (
            <>
              <AvailabilityForm saved={availability} />
              {availability.updatedAt && user ? <SlotPreview profileUuid={user.uuid} zone={viewerTimeZone()} /> : null}
            </>
          )}
        </QueryView>
      </Stack>
    </CalendarGate>
  );
}

function AvailabilityForm({ saved }: { saved: Availability }) {
  const browserZone = viewerTimeZone();
  const [values, setValues] = useState<AvailabilityValues>(() => valuesOf(saved, browserZone));
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveAvailability();
  const zones = useMemo(() => knownTimeZones(browserZone), [browserZone]);

  const change = (next: Partial<AvailabilityValues>) => setValues((current) => ({ ...current, ...next }));
  const setTimeZone = useCallback((timeZone: string) => setValues((current) => ({ ...current, timeZone })), []);
  const setDay = (dayIndex: number, ranges: AvailabilityValues['days'][number]) =>
    change({ days: values.days.map((times, index) => (index === dayIndex ? ranges : times)) });
  const setDate = (index: number, date: Partial<DateValues>) =>
    change({ dates: values.dates.map((entry, at) => (at === index ? { ...entry, ...date } : entry)) });

  const submit = () => {
    setProblem(null);
    const found = availabilityErrors(values);
    setErrors(found);
    if (hasErrors(found)) {
      setProblem(fieldsProblem);
      return;
    }
    save.mutate(availabilityBody(values), {
      onSuccess: () => notify.success('Your availability was saved'),
      onError: (error) => {
        const fields = serverFieldErrors(error, fieldOf(values));
        setErrors(fields);
        setProblem(
          hasErrors(fields)
            ? fieldsProblem
            : withoutFieldPath(errorText(error, 'Your availability could not be saved')),
        );
      },
    });
  };

  const showDays = values.type === 'specific_days';
  const showDates = values.type === 'specific_days' || values.type === 'specific_dates';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        <Radio.Group
          label="When can people book you?"
          value={values.type}
          onChange={(type) => {
            const found = availabilityTypes.find((option) => option === type);
            if (found) change({ type: found });
          }}
          error={errors.type}
        >
          <Stack gap="xs" mt="xs">
            {availabilityTypes.map((type) => (
              <Radio
                key={type}
                value={type}
                label={availabilityTypeLabels[type].label}
                description={availabilityTypeLabels[type].description}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group grow align="flex-start">
          <TimeZoneSelect value={values.timeZone} error={errors.timeZone} onChange={setTimeZone} zones={zones} />
          <Select
            label="Meeting length"
            data={slotLengths.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))}
            value={String(values.hourlySlotTime)}
            onChange={(minutes) => change({ hourlySlotTime: Number(minutes ?? 30) })}
            error={errors.hourlySlotTime}
            allowDeselect={false}
          />
        </Group>
        {showDays ? (
          <Fieldset legend="Weekly hours">
            <Stack gap="md">
              {errors.days ? (
                <Text size="sm" c="red" role="alert">
                  {errors.days}
                </Text>
              ) : null}
              {weekOrder.map((dayIndex) => (
                <Paper key={dayIndex} withBorder p="sm" radius="sm" component="section" aria-label={dayNames[dayIndex]}>
                  <Group align="flex-start" gap="md">
                    <Text fw={600} w={100}>
                      {dayNames[dayIndex]}
                    </Text>
                    <Stack gap={4} style={{ flex: 1 }}>
                      {(values.days[dayIndex] ?? []).length === 0 ? (
                        <Text size="sm" c="dimmed">
                          Not available
                        </Text>
                      ) : null}
                      <RangeFields
                        name={dayNames[dayIndex]}
                        ranges={values.days[dayIndex] ?? []}
                        onChange={(ranges) => setDay(dayIndex, ranges)}
                        errorOf={(index) => errors[`day.${dayIndex}.${index}`]}
                      />
                    </Stack>
                  </Group>
                </Paper>
              ))}
            </Stack>
          </Fieldset>
        ) : null}
        {showDates ? (
          <Fieldset legend={values.type === 'specific_dates' ? 'Your dates' : 'Dates that differ from the week'}>
            <Stack gap="md">
              {values.dates.map((date, index) => {
                const name = `Date ${index + 1}`;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: dates being typed have no id yet
                  <Paper key={index} withBorder p="sm" radius="sm">
                    <Stack gap="xs">
                      <Group align="flex-end" gap="sm">
                        <TextInput
                          type="date"
                          label={name}
                          value={date.date}
                          onChange={(event) => setDate(index, { date: event.currentTarget.value })}
                          error={errors[`date.${index}`]}
                        />
                        <Checkbox
                          label="Closed all day"
                          checked={date.closed}
                          onChange={(event) => setDate(index, { closed: event.currentTarget.checked })}
                          mb={8}
                          aria-label={`${name}: closed all day`}
                        />
                        <Button
                          variant="subtle"
                          color="red"
                          size="xs"
                          mb={4}
                          leftSection={<IconTrash size={14} aria-hidden />}
                          onClick={() => change({ dates: values.dates.filter((_, at) => at !== index) })}
                          aria-label={`Remove ${name}`}
                        >
                          Remove
                        </Button>
                      </Group>
                      {date.closed ? null : (
                        <RangeFields
                          name={name}
                          ranges={date.times}
                          onChange={(times) => setDate(index, { times })}
                          errorOf={(range) => errors[`date.${index}.${range}`]}
                        />
                      )}
                    </Stack>
                  </Paper>
                );
              })}
              {values.dates.length < 90 ? (
                <Button
                  variant="default"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() =>
                    change({
                      dates: [
                        ...values.dates,
                        {
                          date: '',
                          closed: values.type === 'specific_days',
                          times: values.type === 'specific_days' ? [] : [newRange()],
                        },
                      ],
                    })
                  }
                  style={{ alignSelf: 'flex-start' }}
                >
                  Add a date
                </Button>
              ) : null}
            </Stack>
          </Fieldset>
        ) : null}
        {values.type === 'temporary_unavailable' ? (
          <Alert color="yellow">
            Nobody can book you while you are away. Your hours are kept for when you are back.
          </Alert>
        ) : null}
        <FormFooter problem={problem} problemTitle="Not saved" pending={save.isPending}>
          Save availability
        </FormFooter>
      </Stack>
    </form>
  );
}

/** The zone picker: hundreds of options, so it renders again only when its own value or error changes. */
const TimeZoneSelect = memo(function TimeZoneSelect({
  value,
  error,
  onChange,
  zones,
}: {
  value: string;
  error: string | undefined;
  onChange: (zone: string) => void;
  zones: string[];
}) {
  return (
    <Select
      label="Time zone"
      description="Your hours are in this zone."
      data={zones}
      value={value}
      onChange={(zone) => onChange(zone ?? '')}
      searchable
      nothingFoundMessage="No zone by that name"
      error={error}
      allowDeselect={false}
    />
  );
});
