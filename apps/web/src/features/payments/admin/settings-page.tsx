import {
  ActionIcon,
  Code,
  CopyButton,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  currencies,
  type PaymentSettings,
  paymentLimits,
  paymentProviderLabels,
  paymentProviders,
} from '@ventura/shared';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { hasErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { settingsQuery, useSaveSettings } from '../api.ts';
import {
  providerOf,
  type SettingsValues,
  settingsBody,
  settingsErrors,
  settingsFieldOf,
  settingsValues,
} from './settings-form.ts';

const providerChoices = [
  { value: 'none', label: 'None (payments off)' },
  ...paymentProviders.map((provider) => ({ value: provider, label: paymentProviderLabels[provider] })),
];

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

/** A value to paste in the provider's dashboard, shown as it is (one line each when `lines`), with Copy. */
function Copyable({ label, value, lines }: { label: string; value: string; lines?: readonly string[] }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {lines ? (
        <Code block style={{ flex: 1, minWidth: 0 }}>
          {lines.join('\n')}
        </Code>
      ) : (
        <Code style={{ overflowWrap: 'anywhere' }}>{value}</Code>
      )}
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : `Copy ${label}`}>
            <ActionIcon variant="subtle" onClick={copy} aria-label={`Copy ${label}`}>
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

const secretHint = (hint: string | null) => (hint ? `Stored ${hint}. Leave empty to keep it.` : 'Nothing stored yet.');

function SettingsForm({ settings }: { settings: PaymentSettings }) {
  const save = useSaveSettings();
  const form = useForm<SettingsValues>({ initialValues: settingsValues(settings), validate: settingsErrors });
  const [problem, setProblem] = useState<string | null>(null);
  const { provider, taxOn } = form.values;

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      save.mutate(settingsBody(values), {
        onSuccess: (saved) => {
          form.setValues(settingsValues(saved));
          form.resetDirty(settingsValues(saved));
          notify.success('Payment settings saved');
        },
        onError: (error) => {
          const onFields = serverFieldErrors(error, settingsFieldOf);
          if (hasErrors(onFields)) form.setErrors(onFields);
          else setProblem(errorText(error, 'The payment settings could not be saved'));
        },
      });
    },
    () => notify.error('Some fields need your attention'),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Payment settings">
      <Stack gap="xl">
        <Section title="Provider">
          <Select
            label="Payment provider"
            description="Members pay on the provider's page, into your own account. None switches payments off: prices disappear, nothing is deleted."
            data={providerChoices}
            allowDeselect={false}
            value={provider}
            onChange={(value) => form.setFieldValue('provider', providerOf(value))}
            error={form.errors.provider}
          />
          {provider === 'none' ? null : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={provider === 'razorpay' ? 'Key id' : 'Publishable key (optional)'}
                placeholder={provider === 'razorpay' ? 'rzp_live_…' : 'pk_live_…'}
                maxLength={paymentLimits.keyLength}
                autoComplete="off"
                {...form.getInputProps('keyId')}
              />
              <PasswordInput
                label="Secret key"
                placeholder={provider === 'razorpay' ? 'Key secret' : 'sk_live_…'}
                description={secretHint(settings.keySecretHint)}
                maxLength={paymentLimits.keyLength}
                autoComplete="new-password"
                {...form.getInputProps('keySecret')}
              />
              <PasswordInput
                label="Webhook secret"
                placeholder={provider === 'stripe' ? 'whsec_…' : 'Webhook secret'}
                description={secretHint(settings.webhookSecretHint)}
                maxLength={paymentLimits.keyLength}
                autoComplete="new-password"
                {...form.getInputProps('webhookSecret')}
              />
              <Select
                label="Currency"
                data={[...currencies]}
                allowDeselect={false}
                {...form.getInputProps('currency')}
              />
            </SimpleGrid>
          )}
        </Section>
        {provider === 'none' ? null : (
          <Section title="Webhook">
            <Text size="sm">
              In the {paymentProviderLabels[provider]} dashboard, add a webhook to this address with the secret above,
              subscribed to these events. Memberships start only when a signed webhook confirms the payment.
            </Text>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Webhook URL
              </Text>
              <Copyable label="the webhook URL" value={settings.webhookUrl} />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Events to subscribe to
              </Text>
              <Copyable label="the events" value={settings.webhookEvents.join(', ')} lines={settings.webhookEvents} />
            </Stack>
          </Section>
        )}
        <Section title="Tax">
          <Switch
            label="Charge tax"
            description="Shown on prices and invoices"
            {...form.getInputProps('taxOn', { type: 'checkbox' })}
          />
          {taxOn ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Tax name"
                placeholder="GST"
                withAsterisk
                maxLength={paymentLimits.taxNameLength}
                {...form.getInputProps('taxName')}
              />
              <NumberInput
                label="Rate (%)"
                withAsterisk
                min={0}
                max={paymentLimits.maxTaxPercent}
                decimalScale={2}
                {...form.getInputProps('taxRate')}
              />
              <TextInput
                label="Tax number label"
                placeholder="GSTIN"
                maxLength={paymentLimits.taxNameLength}
                {...form.getInputProps('taxIdLabel')}
              />
              <TextInput
                label="Tax number"
                maxLength={paymentLimits.taxIdLength}
                {...form.getInputProps('taxIdNumber')}
              />
              <Switch
                label="Prices include the tax"
                description="Off: the tax is added at checkout"
                {...form.getInputProps('taxInclusive', { type: 'checkbox' })}
              />
            </SimpleGrid>
          ) : null}
        </Section>
        <Section title="Invoices">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Legal name"
              maxLength={paymentLimits.legalNameLength}
              {...form.getInputProps('legalName')}
            />
            <TextInput
              label="Invoice prefix"
              description={`Capital letters, digits and hyphens: ${form.values.invoicePrefix.trim() || 'INV'}-${new Date().getFullYear()}-000001`}
              maxLength={paymentLimits.invoicePrefixLength}
              {...form.getInputProps('invoicePrefix')}
            />
          </SimpleGrid>
          <Textarea
            label="Address"
            autosize
            minRows={2}
            maxLength={paymentLimits.addressLength}
            {...form.getInputProps('address')}
          />
        </Section>
        <FormFooter problem={problem} problemTitle="Not saved" pending={save.isPending}>
          Save settings
        </FormFooter>
      </Stack>
    </form>
  );
}

/** /admin/payments/settings (issue 41, operators): the provider and its keys, the webhook, tax and invoices. */
export function PaymentSettingsPage() {
  const tenant = useTenant();
  useDocumentTitle(`Payment settings | Console | ${tenant.name}`);
  const settings = useQuery(settingsQuery());
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Stack gap={4} maw={720}>
        <Title order={1}>Payment settings</Title>
        <Text c="dimmed">
          Connect your Stripe or Razorpay account to sell memberships and event tickets. Secret keys are never shown
          again once saved.
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <QueryView query={settings} errorTitle="The payment settings could not be loaded" loadingHeight={480}>
          {(found) => <SettingsForm settings={found} />}
        </QueryView>
      </Paper>
    </Stack>
  );
}
