import { Checkbox, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { type InvestorType, LookingFor, lookingForLabels, type TenantFeatures } from '@ventura/shared';

type InputProps = GetInputPropsReturnType;

/** Startup: the company and what it is looking for (spec 5). */
export function StartupFields({
  companyName,
  servicesLookingFor,
}: {
  companyName: InputProps;
  servicesLookingFor: InputProps;
}) {
  return (
    <Stack gap="md">
      <TextInput {...companyName} label="Company name" autoComplete="organization" required />
      <Checkbox.Group
        {...servicesLookingFor}
        label="What are you looking for?"
        description="Choose at least one"
        required
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
          {LookingFor.options.map((option) => (
            <Checkbox key={option} value={option} label={lookingForLabels[option]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Stack>
  );
}

/** Corporate: the company and the person's designation (spec 5). */
export function CorporateFields({ companyName, designation }: { companyName: InputProps; designation: InputProps }) {
  return (
    <Stack gap="md">
      <TextInput {...companyName} label="Company name" autoComplete="organization" required />
      <TextInput {...designation} label="Designation" autoComplete="organization-title" required />
    </Stack>
  );
}

const investorTypeLabels: Record<InvestorType, string> = {
  organization: 'Organization',
  individual: 'Individual',
  syndicate: 'Syndicate',
};

/** The investor types this tenant offers: organization always, individual and syndicate by flag (spec 5). */
export const investorTypesFor = (features: TenantFeatures): InvestorType[] => [
  'organization',
  ...(features.individual_investor ? (['individual'] as const) : []),
  ...(features.syndicate ? (['syndicate'] as const) : []),
];

/** Investor: type (organization by default), organization name unless individual, website (spec 5). */
export function InvestorFields({
  features,
  investorType,
  organizationName,
  website,
  currentType,
}: {
  features: TenantFeatures;
  investorType: InputProps;
  organizationName: InputProps;
  website: InputProps;
  currentType: InvestorType;
}) {
  const types = investorTypesFor(features);
  return (
    <Stack gap="md">
      {types.length > 1 ? (
        <Radio.Group {...investorType} label="Investor type" required>
          <SimpleGrid cols={{ base: 1, xs: types.length }} spacing="xs" mt="xs">
            {types.map((type) => (
              <Radio key={type} value={type} label={investorTypeLabels[type]} />
            ))}
          </SimpleGrid>
        </Radio.Group>
      ) : null}
      {currentType === 'individual' ? null : (
        <TextInput {...organizationName} label="Organization name" autoComplete="organization" required />
      )}
      <TextInput
        {...website}
        label="Website"
        description="Optional"
        type="url"
        autoComplete="url"
        placeholder="https://"
      />
    </Stack>
  );
}
