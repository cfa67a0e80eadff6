import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CreateCorporateProfile as CorporateSchema,
  type CreateCorporateProfile,
  type CreateInvestorProfile,
  type CreateProfile,
  type CreateStartupProfile,
  CreateInvestorProfile as InvestorSchema,
  type InvestorType,
  type LookingFor,
  CreateStartupProfile as StartupSchema,
  type TenantDetails,
} from '@ventura/shared';
import { schemaFieldErrors } from '../../../ui/form-errors.ts';
import { askForMarketAccess } from './market-access-prompt.tsx';
import { CorporateFields, InvestorFields, StartupFields } from './profile-fields.tsx';

type FormProps = { tenant: TenantDetails; onCreate: (body: CreateProfile) => void; onBack: () => void };

function Actions({ onBack, disabled }: { onBack: () => void; disabled?: boolean }) {
  return (
    <Group justify="space-between" mt="xs">
      <Button variant="default" onClick={onBack}>
        Back
      </Button>
      <Button type="submit" disabled={disabled}>
        Create profile
      </Button>
    </Group>
  );
}

/** Create Startup (spec 5): company name and at least one looking-for option, else Create stays disabled. */
export function CreateStartupForm({ tenant, onCreate, onBack }: FormProps) {
  const form = useForm<CreateStartupProfile & { servicesLookingFor: LookingFor[] }>({
    initialValues: { userType: 'startup', companyName: '', servicesLookingFor: [], applyingForSpecificEvent: false },
    validate: (values) => schemaFieldErrors(StartupSchema, values),
  });
  const submit = form.onSubmit(async (values) => {
    let servicesLookingFor = values.servicesLookingFor;
    if (tenant.features.registration_enterprise_sales_popup && !servicesLookingFor.includes('customer_access')) {
      const choice = await askForMarketAccess();
      if (choice === 'dismissed') return;
      if (choice === 'select') servicesLookingFor = [...servicesLookingFor, 'customer_access'];
    }
    onCreate({ ...values, companyName: values.companyName.trim(), servicesLookingFor });
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <StartupFields
          companyName={form.getInputProps('companyName')}
          servicesLookingFor={form.getInputProps('servicesLookingFor')}
        />
        <Actions onBack={onBack} disabled={!form.isValid()} />
      </Stack>
    </form>
  );
}

/** Create Corporate (spec 5): company name and designation. */
export function CreateCorporateForm({ onCreate, onBack }: FormProps) {
  const form = useForm<CreateCorporateProfile>({
    initialValues: { userType: 'corporate', companyName: '', designation: '', applyingForSpecificEvent: false },
    validate: (values) => schemaFieldErrors(CorporateSchema, values),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onCreate({ ...values, companyName: values.companyName.trim(), designation: values.designation.trim() }),
      )}
    >
      <Stack gap="md">
        <CorporateFields
          companyName={form.getInputProps('companyName')}
          designation={form.getInputProps('designation')}
        />
        <Actions onBack={onBack} />
      </Stack>
    </form>
  );
}

/** Create Investor (spec 5): type (organization by default), organization name unless individual, website. */
export function CreateInvestorForm({ tenant, onCreate, onBack }: FormProps) {
  const form = useForm<
    CreateInvestorProfile & { investorType: InvestorType; organizationName: string; website: string }
  >({
    initialValues: {
      userType: 'investor',
      investorType: 'organization',
      organizationName: '',
      website: '',
      applyingForSpecificEvent: false,
    },
    validate: (values) =>
      schemaFieldErrors(InvestorSchema, { ...values, organizationName: values.organizationName.trim() || undefined }),
  });
  const submit = form.onSubmit((values) =>
    onCreate({
      userType: 'investor',
      investorType: values.investorType,
      ...(values.investorType === 'individual' || !values.organizationName.trim()
        ? {}
        : { organizationName: values.organizationName.trim() }),
      website: values.website.trim(),
      applyingForSpecificEvent: false,
    }),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <InvestorFields
          features={tenant.features}
          currentType={form.getValues().investorType}
          investorType={form.getInputProps('investorType')}
          organizationName={form.getInputProps('organizationName')}
          website={form.getInputProps('website')}
        />
        <Actions onBack={onBack} />
      </Stack>
    </form>
  );
}
