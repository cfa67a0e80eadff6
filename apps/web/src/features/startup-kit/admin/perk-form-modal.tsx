import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
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
import { useQuery } from '@tanstack/react-query';
import { type AdminPerk, PerkInput, perkKindLabels, perkKinds } from '@ventura/shared';
import { useId, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { fundingStagesQuery } from '../api.ts';
import { partnerChoicesQuery, programChoicesQuery, useSavePerk } from './api.ts';
import {
  blankPerk,
  ownOffer,
  type PerkValues,
  perkBodyOf,
  perkFieldOf,
  perkTextLimits,
  valuesOf,
} from './perk-form.ts';

const kindChoices = perkKinds.map((kind) => ({ value: kind, label: perkKindLabels[kind] }));

type Props = {
  /** The perk edited, null to add one; the modal is closed while undefined. */
  perk: AdminPerk | null | undefined;
  onClose: () => void;
};

/** 'Add a perk' or 'Edit …' in a modal (full screen on phones): checked with PerkInput, refusals on their fields. */
export function PerkFormModal({ perk, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={perk !== undefined}
      onClose={onClose}
      title={perk ? `Edit ${perk.title}` : 'Add a perk'}
      size="xl"
      fullScreen={phone === true}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {perk === undefined ? null : <PerkForm key={perk?.uuid ?? 'new'} perk={perk} onDone={onClose} />}
    </Modal>
  );
}

function PerkForm({ perk, onDone }: { perk: AdminPerk | null; onDone: () => void }) {
  const save = useSavePerk();
  const form = useForm<PerkValues>({ initialValues: perk ? valuesOf(perk) : blankPerk });
  const [failure, setFailure] = useState<string | null>(null);
  const partners = useQuery(partnerChoicesQuery());
  const stages = useQuery(fundingStagesQuery());
  const programs = useQuery(programChoicesQuery());
  const eligibilityId = useId();

  const partnerChoices = [{ value: ownOffer, label: 'Offered by us' }, ...(partners.data ?? [])];
  const stageChoices = (stages.data ?? []).map((stage) => ({ value: stage.code, label: stage.name }));
  // A rule's stage or program the lists do not hold (yet) still shows, by its code.
  const withKept = (choices: { value: string; label: string }[], kept: string[]) => [
    ...choices,
    ...kept
      .filter((value) => !choices.some((choice) => choice.value === value))
      .map((value) => ({ value, label: value })),
  ];

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const body = perkBodyOf(values);
    const problems = schemaFieldErrors(PerkInput, body, perkFieldOf);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    save.mutate(
      { uuid: perk?.uuid ?? null, body: PerkInput.parse(body) },
      {
        onSuccess: (saved) => {
          notify.success(perk ? `${saved.title} saved.` : `${saved.title} added.`);
          onDone();
        },
        onError: (error) => {
          const onFields = serverFieldErrors(error, perkFieldOf);
          if (hasErrors(onFields)) form.setErrors(onFields);
          else setFailure(errorText(error, 'The perk could not be saved'));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={perk ? `Edit ${perk.title}` : 'Add a perk'}>
      <Stack gap="md">
        <TextInput label="Title" withAsterisk maxLength={perkTextLimits.title} {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select label="Kind" data={kindChoices} allowDeselect={false} withAsterisk {...form.getInputProps('kind')} />
          <Select
            label="Partner"
            description="Who offers it"
            data={partnerChoices}
            allowDeselect={false}
            searchable
            nothingFoundMessage="No partner has this name"
            {...form.getInputProps('partner')}
          />
        </SimpleGrid>
        <Textarea
          label="Summary"
          description="One or two lines for the perk's card"
          withAsterisk
          autosize
          minRows={2}
          maxLength={perkTextLimits.summary}
          {...form.getInputProps('summary')}
        />
        <Textarea
          label="Description"
          description="The details: how to use it, its terms"
          autosize
          minRows={3}
          maxRows={12}
          maxLength={perkTextLimits.description}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Value"
            description="What it is worth: $5,000 in credits"
            withAsterisk
            maxLength={perkTextLimits.value}
            {...form.getInputProps('value')}
          />
          <TextInput
            label="Expires on"
            description="The last day it may be claimed; empty for no end"
            type="date"
            {...form.getInputProps('expiresOn')}
          />
          <TextInput
            label="Code"
            description="What a startup receives on claiming"
            maxLength={perkTextLimits.code}
            {...form.getInputProps('code')}
          />
          <TextInput
            label="Link"
            description="The offer's page, https://…"
            type="url"
            maxLength={perkTextLimits.link}
            {...form.getInputProps('link')}
          />
        </SimpleGrid>
        <Stack gap="sm" component="fieldset" aria-labelledby={eligibilityId} m={0} p={0} style={{ border: 0 }}>
          <Title order={3} size="h5" id={eligibilityId} component="legend">
            Who may claim it
          </Title>
          <Switch label="Approved startups only" {...form.getInputProps('approvedOnly', { type: 'checkbox' })} />
          <MultiSelect
            label="Funding stages"
            description="None chosen: any stage"
            data={withKept(stageChoices, form.values.fundingStages)}
            searchable
            clearable
            {...form.getInputProps('fundingStages')}
          />
          <NumberInput
            label="Founded at most this many years ago"
            description="Empty: any age"
            min={1}
            max={50}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('maxCompanyAgeYears')}
          />
          <MultiSelect
            label="Programs"
            description="Startups selected to one of these; none chosen: no program needed"
            data={withKept(programs.data ?? [], form.values.programUuids)}
            searchable
            clearable
            {...form.getInputProps('programUuids')}
          />
        </Stack>
        <Switch
          label="Published"
          description="Startups see a published perk until it expires"
          {...form.getInputProps('published', { type: 'checkbox' })}
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
            {perk ? 'Save perk' : 'Add perk'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
