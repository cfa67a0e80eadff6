import { Badge, Button, Group, SimpleGrid, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { type ConsoleMaintenance, MaintenanceBody } from '@ventura/shared';
import dayjs from 'dayjs';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { maintenanceQuery, useAnnounceMaintenance, useChangeMaintenance } from '../api.ts';
import { SectionFrame } from './section-frame.tsx';
import { TableCard } from './table-card.tsx';

const stateInfo: Record<ConsoleMaintenance['state'], { label: string; color: string }> = {
  announced: { label: 'Announced', color: 'yellow' },
  on: { label: 'Maintenance on', color: 'red' },
  over: { label: 'Over', color: 'gray' },
  withdrawn: { label: 'Withdrawn', color: 'gray' },
};

type Values = { title: string; message: string; startsAt: string; endsAt: string; onTitle: string; onMessage: string };
const empty: Values = { title: '', message: '', startsAt: '', endsAt: '', onTitle: '', onMessage: '' };

/** A local 'YYYY-MM-DDTHH:mm' as the moment the server takes, or '' for nothing typed. */
export const momentOf = (local: string) => (local && dayjs(local).isValid() ? dayjs(local).toISOString() : '');

/** The form's values as the request body: times as moments, the blocking page's words only when given. */
export const maintenanceBodyOf = (values: Values) => ({
  title: values.title,
  message: values.message,
  startsAt: momentOf(values.startsAt),
  endsAt: momentOf(values.endsAt),
  ...(values.onTitle.trim() ? { onTitle: values.onTitle } : {}),
  ...(values.onMessage.trim() ? { onMessage: values.onMessage } : {}),
});

const when = (moment: string) => dayjs(moment).format('D MMM YYYY, HH:mm');

/**
 * Maintenance (product.md 2, "Root shell"): a window announced ahead shows members the dismissible
 * banner until it ends; switched on, it shows everyone but operators the blocking maintenance page.
 */
export function MaintenanceSection() {
  const windows = useQuery(maintenanceQuery());
  return (
    <Stack gap="lg">
      <AnnounceForm />
      <TableCard
        title="Maintenance windows"
        query={windows}
        what="the maintenance windows"
        empty="No maintenance has been announced."
        columns={['Notice', 'Window', 'State']}
        minWidth={760}
        row={(window) => <WindowRow key={window.id} window={window} />}
      />
    </Stack>
  );
}

function WindowRow({ window }: { window: ConsoleMaintenance }) {
  const change = useChangeMaintenance();
  const state = stateInfo[window.state];
  const act = (patch: { active?: boolean; maintenanceOn?: boolean }) =>
    change.mutate(
      { id: window.id, patch },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) => notify.error(errorText(error, 'The maintenance window could not be changed')),
      },
    );
  const switchOn = () =>
    modals.openConfirmModal({
      title: 'Turn maintenance on?',
      children: <Text size="sm">Every member sees the maintenance page and nothing else until you turn it off.</Text>,
      labels: { confirm: 'Turn on', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => act({ maintenanceOn: true }),
    });
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500}>{window.title}</Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {window.message}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {when(window.startsAt)} to {when(window.endsAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={state.color} miw="max-content">
          {state.label}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {window.maintenanceOn ? (
            <Button
              size="xs"
              variant="default"
              loading={change.isPending}
              onClick={() => act({ maintenanceOn: false })}
            >
              Turn off
            </Button>
          ) : window.active ? (
            <>
              <Button size="xs" color="red" variant="light" loading={change.isPending} onClick={switchOn}>
                Turn on now
              </Button>
              <Button size="xs" variant="subtle" loading={change.isPending} onClick={() => act({ active: false })}>
                Withdraw notice
              </Button>
            </>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

const fieldOf = (path: string) => (path in empty ? (path as keyof Values) : undefined);

function AnnounceForm() {
  const announce = useAnnounceMaintenance();
  const form = useForm<Values>({
    initialValues: empty,
    validate: (values) => schemaFieldErrors(MaintenanceBody, maintenanceBodyOf(values), fieldOf),
  });
  const submit = form.onSubmit((values) =>
    announce.mutate(maintenanceBodyOf(values), {
      onSuccess: (answer) => {
        notify.success(answer.message);
        form.reset();
      },
      onError: (error) => {
        const errors = serverFieldErrors(error, fieldOf);
        if (hasErrors(errors)) form.setErrors(errors);
        else notify.error(errorText(error, 'The maintenance could not be announced'));
      },
    }),
  );
  return (
    <SectionFrame
      title="Announce maintenance"
      description="Members see the notice as a banner until the window ends. Times are in your time zone."
      onSubmit={submit}
    >
      <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Starts" type="datetime-local" withAsterisk {...form.getInputProps('startsAt')} />
        <TextInput label="Ends" type="datetime-local" withAsterisk {...form.getInputProps('endsAt')} />
      </SimpleGrid>
      <Textarea label="Message" withAsterisk autosize minRows={2} {...form.getInputProps('message')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Maintenance page title"
          description="While it is on; the notice's title otherwise"
          {...form.getInputProps('onTitle')}
        />
        <TextInput
          label="Maintenance page message"
          description="While it is on; the notice's message otherwise"
          {...form.getInputProps('onMessage')}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button type="submit" loading={announce.isPending}>
          Announce
        </Button>
      </Group>
    </SectionFrame>
  );
}
