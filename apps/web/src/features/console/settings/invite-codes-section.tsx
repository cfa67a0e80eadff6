import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import {
  type AccountType,
  accountTypeLabels,
  accountTypes,
  type ConsoleInviteCode,
  InviteCodeBody,
} from '@ventura/shared';
import dayjs from 'dayjs';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { inviteCodesQuery, useCreateInviteCode, useRetireInviteCode } from '../api.ts';
import { SectionFrame } from './section-frame.tsx';
import { TableCard } from './table-card.tsx';

const typeOptions = accountTypes
  .filter((type) => type !== 'other')
  .map((type) => ({ value: type, label: accountTypeLabels[type] }));

type Values = {
  code: string;
  accountType: AccountType | null;
  program: string;
  maxUses: number | '';
  expiresOn: string;
};
const empty: Values = { code: '', accountType: null, program: '', maxUses: '', expiresOn: '' };

/** Eight letters and digits that cannot be misread (no 0/O, 1/I/L). */
export const suggestedCode = (random: () => number = Math.random) => {
  const letters = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 8 }, () => letters[Math.floor(random() * letters.length)]).join('');
};

/** The form as the request body: what was left empty is not sent; a day ends at its last minute, here. */
export const inviteCodeBodyOf = (values: Values) => ({
  code: values.code,
  ...(values.accountType ? { accountType: values.accountType } : {}),
  ...(values.program.trim() ? { program: values.program } : {}),
  ...(values.maxUses === '' ? {} : { maxUses: values.maxUses }),
  ...(values.expiresOn ? { expiresAt: dayjs(values.expiresOn).endOf('day').toISOString() } : {}),
});

const fieldNames: Record<string, keyof Values> = {
  code: 'code',
  accountType: 'accountType',
  program: 'program',
  maxUses: 'maxUses',
  expiresAt: 'expiresOn',
};
const fieldOf = (path: string) => fieldNames[path];

const forWhom = (code: ConsoleInviteCode) =>
  [code.accountType ? accountTypeLabels[code.accountType] : null, code.partner?.name, code.program]
    .filter(Boolean)
    .join(' · ') || 'Anyone';

/**
 * Invite codes (spec 9: inviteCode stored on arrival, GET verify-invite-code/{code}): what people type
 * or follow to sign up, optionally for one account type or program, limited in uses and time.
 */
export function InviteCodesSection() {
  const codes = useQuery(inviteCodesQuery());
  return (
    <Stack gap="lg">
      <CreateForm />
      <TableCard
        title="Invite codes"
        query={codes}
        what="the invite codes"
        empty="No invite codes yet."
        columns={['Code', 'For', 'Uses', 'Expires']}
        minWidth={640}
        row={(code) => <CodeRow key={code.id} code={code} />}
      />
    </Stack>
  );
}

function CodeRow({ code }: { code: ConsoleInviteCode }) {
  const retire = useRetireInviteCode();
  const confirmRetire = () =>
    modals.openConfirmModal({
      title: `Retire ${code.code}?`,
      children: <Text size="sm">Nobody can sign up with it any more. Those who did keep their accounts.</Text>,
      labels: { confirm: 'Retire', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        retire.mutate(code.id, {
          onSuccess: (answer) => notify.success(answer.message),
          onError: (error) => notify.error(errorText(error, 'The invite code could not be retired')),
        }),
    });
  return (
    <Table.Tr>
      <Table.Td>
        <Text ff="monospace" fw={600}>
          {code.code}
        </Text>
      </Table.Td>
      <Table.Td>{forWhom(code)}</Table.Td>
      <Table.Td>
        {code.uses}
        {code.maxUses === null ? '' : ` of ${code.maxUses}`}
      </Table.Td>
      <Table.Td>{code.expiresAt ? dayjs(code.expiresAt).format('D MMM YYYY') : 'Never'}</Table.Td>
      <Table.Td>
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={retire.isPending}
            onClick={confirmRetire}
            aria-label={`Retire ${code.code}`}
          >
            Retire
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function CreateForm() {
  const create = useCreateInviteCode();
  const form = useForm<Values>({
    initialValues: empty,
    validate: (values) => schemaFieldErrors(InviteCodeBody, inviteCodeBodyOf(values), fieldOf),
  });
  const submit = form.onSubmit((values) =>
    create.mutate(inviteCodeBodyOf(values), {
      onSuccess: (answer) => {
        notify.success(answer.message);
        form.reset();
      },
      onError: (error) => {
        const errors = serverFieldErrors(error, fieldOf, 'code');
        if (hasErrors(errors)) form.setErrors(errors);
        else notify.error(errorText(error, 'The invite code could not be created'));
      },
    }),
  );
  return (
    <SectionFrame
      title="Create an invite code"
      description="People sign up with it on the sign-up page or from a link with ?inviteCode=."
      onSubmit={submit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <TextInput
          label="Code"
          withAsterisk
          description="4 to 32 letters, digits or dashes"
          rightSectionWidth={96}
          rightSection={
            <Button size="compact-xs" variant="subtle" onClick={() => form.setFieldValue('code', suggestedCode())}>
              Suggest
            </Button>
          }
          {...form.getInputProps('code')}
        />
        <Select
          label="Account type"
          description="Empty: any type"
          placeholder="Any type"
          data={typeOptions}
          clearable
          {...form.getInputProps('accountType')}
        />
        <TextInput
          label="Program"
          description="A program code it signs people up for"
          {...form.getInputProps('program')}
        />
        <NumberInput
          label="Most uses"
          description="Empty: no limit"
          min={1}
          max={100_000}
          allowDecimal={false}
          {...form.getInputProps('maxUses')}
        />
        <TextInput
          label="Expires on"
          description="Empty: never"
          type="date"
          min={dayjs().format('YYYY-MM-DD')}
          {...form.getInputProps('expiresOn')}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button type="submit" loading={create.isPending}>
          Create code
        </Button>
      </Group>
    </SectionFrame>
  );
}
