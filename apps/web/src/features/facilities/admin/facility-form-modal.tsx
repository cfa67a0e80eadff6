import {
  ActionIcon,
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconPhotoPlus, IconPlus } from '@tabler/icons-react';
import {
  type AdminFacility,
  FacilityInput,
  facilityKindLabels,
  facilityKinds,
  facilityLimits,
  weekdayNames,
} from '@ventura/shared';
import { useId, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { uploadFacilityPhoto, useSaveFacility } from '../api.ts';
import { weekOrder } from '../format.ts';
import { blankFacility, type FacilityValues, facilityBodyOf, facilityFieldOf, valuesOf } from './facility-form.ts';

const kindChoices = facilityKinds.map((kind) => ({ value: kind, label: facilityKindLabels[kind] }));

type Props = {
  /** The facility edited, null to add one; the modal is closed while undefined. */
  facility: AdminFacility | null | undefined;
  onClose: () => void;
};

/** 'Add a facility' or 'Edit …' in a modal (full screen on phones): checked with FacilityInput, refusals on their fields. */
export function FacilityFormModal({ facility, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={facility !== undefined}
      onClose={onClose}
      title={facility ? `Edit ${facility.name}` : 'Add a facility'}
      size="xl"
      fullScreen={phone === true}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {facility === undefined ? null : (
        <FacilityForm key={facility?.uuid ?? 'new'} facility={facility} onDone={onClose} />
      )}
    </Modal>
  );
}

/** One weekday's opening periods: none is closed; up to three, each with its opening and closing time. */
function DayHours({ day, form }: { day: number; form: ReturnType<typeof useForm<FacilityValues>> }) {
  const periods = form.values.hours[day] ?? [];
  const name = weekdayNames[day] ?? '';
  const set = (next: { opens: string; closes: string }[]) =>
    form.setFieldValue('hours', { ...form.values.hours, [day]: next });
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <Text size="sm" fw={500} w={96}>
        {name}
      </Text>
      {periods.length === 0 ? (
        <Text size="sm" c="dimmed">
          Closed
        </Text>
      ) : null}
      {periods.map((period, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a period has no identity; its inputs are controlled by position
        <Group key={`${day}-${i}`} gap={4} wrap="nowrap">
          <TextInput
            type="time"
            aria-label={`${name} opens`}
            value={period.opens}
            onChange={(event) => set(periods.map((p, j) => (j === i ? { ...p, opens: event.currentTarget.value } : p)))}
            w={140}
          />
          <Text size="sm" aria-hidden>
            –
          </Text>
          <TextInput
            type="time"
            aria-label={`${name} closes`}
            value={period.closes}
            onChange={(event) =>
              set(periods.map((p, j) => (j === i ? { ...p, closes: event.currentTarget.value } : p)))
            }
            w={140}
          />
          <CloseButton
            aria-label={`Remove ${name}'s period ${period.opens}–${period.closes}`}
            onClick={() => set(periods.filter((_, j) => j !== i))}
          />
        </Group>
      ))}
      {periods.length < 3 ? (
        <ActionIcon
          variant="default"
          aria-label={`Add opening hours on ${name}`}
          onClick={() =>
            set([...periods, { opens: periods.length ? '14:00' : '09:00', closes: periods.length ? '18:00' : '17:00' }])
          }
        >
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
      ) : null}
    </Group>
  );
}

function FacilityForm({ facility, onDone }: { facility: AdminFacility | null; onDone: () => void }) {
  const save = useSaveFacility();
  const form = useForm<FacilityValues>({ initialValues: facility ? valuesOf(facility) : blankFacility() });
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const hoursId = useId();
  const photosId = useId();

  const addPhoto = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadFacilityPhoto(file);
      form.setFieldValue('photos', [...form.values.photos, url]);
    } catch (error) {
      form.setFieldError('photos', errorText(error, 'The photo could not be uploaded'));
    } finally {
      setUploading(false);
    }
  };

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const body = facilityBodyOf(values);
    const problems = schemaFieldErrors(FacilityInput, body, facilityFieldOf);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    save.mutate(
      { uuid: facility?.uuid ?? null, body: FacilityInput.parse(body) },
      {
        onSuccess: (saved) => {
          notify.success(facility ? `${saved.name} saved.` : `${saved.name} added.`);
          onDone();
        },
        onError: (error) => {
          const onFields = serverFieldErrors(error, facilityFieldOf);
          if (hasErrors(onFields)) form.setErrors(onFields);
          else setFailure(errorText(error, 'The facility could not be saved'));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={facility ? `Edit ${facility.name}` : 'Add a facility'}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" withAsterisk maxLength={facilityLimits.nameLength} {...form.getInputProps('name')} />
          <Select label="Kind" data={kindChoices} allowDeselect={false} withAsterisk {...form.getInputProps('kind')} />
          <TextInput
            label="Location"
            description="Where to find it: floor, wing, room number"
            maxLength={facilityLimits.locationLength}
            {...form.getInputProps('location')}
          />
          <NumberInput
            label="Capacity"
            description="People one booking may bring"
            min={1}
            max={facilityLimits.maxCapacity}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            {...form.getInputProps('capacity')}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={8}
          maxLength={facilityLimits.descriptionLength}
          {...form.getInputProps('description')}
        />
        <Textarea
          label="Rules"
          description="Shown before members book"
          autosize
          minRows={2}
          maxRows={8}
          maxLength={facilityLimits.rulesLength}
          {...form.getInputProps('rules')}
        />
        <Stack gap="xs" component="fieldset" aria-labelledby={hoursId} m={0} p={0} style={{ border: 0 }}>
          <Title order={3} size="h5" id={hoursId} component="legend">
            Opening hours
          </Title>
          {weekOrder.map((day) => (
            <DayHours key={day} day={day} form={form} />
          ))}
          {form.errors.hours ? (
            <Text size="sm" c="red.8" role="alert">
              {form.errors.hours}
            </Text>
          ) : null}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label="Time zone"
            description="The hours' clock, e.g. Asia/Kolkata"
            withAsterisk
            {...form.getInputProps('timeZone')}
          />
          <NumberInput
            label="Slot length (minutes)"
            min={facilityLimits.minSlotMinutes}
            max={facilityLimits.maxSlotMinutes}
            step={15}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            {...form.getInputProps('slotMinutes')}
          />
          <NumberInput
            label="Cancellation cut-off (hours)"
            description="Members cancel until this long before"
            min={0}
            max={facilityLimits.maxCutoffHours}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            {...form.getInputProps('cancelCutoffHours')}
          />
        </SimpleGrid>
        <Stack gap="xs" component="fieldset" aria-labelledby={photosId} m={0} p={0} style={{ border: 0 }}>
          <Title order={3} size="h5" id={photosId} component="legend">
            Photos
          </Title>
          <Group gap="sm">
            {form.values.photos.map((photo, i) => (
              <Stack key={photo} gap={2} align="center">
                <Image src={photo} alt={`Photo ${i + 1}`} w={96} h={72} radius="sm" fit="cover" />
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove photo ${i + 1}`}
                  onClick={() =>
                    form.setFieldValue(
                      'photos',
                      form.values.photos.filter((p) => p !== photo),
                    )
                  }
                >
                  Remove
                </Button>
              </Stack>
            ))}
            {form.values.photos.length < facilityLimits.maxPhotos ? (
              <FileButton onChange={(file) => void addPhoto(file)} accept="image/png,image/jpeg,image/webp,image/gif">
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    loading={uploading}
                    leftSection={<IconPhotoPlus size={18} aria-hidden />}
                  >
                    Add a photo
                  </Button>
                )}
              </FileButton>
            ) : null}
          </Group>
          {form.errors.photos ? (
            <Text size="sm" c="red.8" role="alert">
              {form.errors.photos}
            </Text>
          ) : null}
        </Stack>
        <Switch
          label="Needs approval"
          description="Bookings wait for an operator to approve them"
          {...form.getInputProps('needsApproval', { type: 'checkbox' })}
        />
        <Switch
          label="Active"
          description="Members see and book an active facility"
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        {failure ? (
          <Alert color="red" role="alert" title="Not saved">
            <Text size="sm">{failure}</Text>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {facility ? 'Save facility' : 'Add facility'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
