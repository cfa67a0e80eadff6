import { Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useCountries } from '../../../api/countries.ts';
import { type ContactMethod, type CountryOption, countryOptions } from '../contact.ts';

/** What Mantine form's getInputProps hands an input. */
type InputProps = GetInputPropsReturnType;

type Props = {
  method: ContactMethod;
  onMethodChange: (method: ContactMethod) => void;
  methodLabel: string;
  country: InputProps;
  mobileNumber: InputProps;
  email: InputProps;
  emailLabel?: string;
  disabled?: boolean;
  /** Under the mobile or email field: a warning such as 'already registered'. */
  notice?: ReactNode;
};

const matchesCountry = (option: CountryOption | undefined, search: string) => {
  const term = search.trim().toLowerCase().replace(/^\+/, '');
  if (!term) return true;
  if (!option) return false;
  return (
    option.name.toLowerCase().includes(term) ||
    option.isoCode.toLowerCase() === term ||
    option.callingCode.startsWith(term)
  );
};

/** Mobile number (with its country calling code, +91 by default) or email address, one at a time. */
export function ContactFields({
  method,
  onMethodChange,
  methodLabel,
  country,
  mobileNumber,
  email,
  emailLabel = 'Email address',
  disabled,
  notice,
}: Props) {
  const countries = useCountries();
  const options = countryOptions(countries.data);
  const byIso = new Map(options.map((option) => [option.isoCode, option]));
  const { error: countryError, ...countryInput } = country;

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={methodLabel}
        fullWidth
        value={method}
        onChange={(value) => onMethodChange(value === 'email' ? 'email' : 'mobile')}
        disabled={disabled}
        data={[
          { value: 'mobile', label: 'Mobile number' },
          { value: 'email', label: 'Email' },
        ]}
      />
      {method === 'mobile' ? (
        <Stack gap={4}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Select
              {...countryInput}
              label="Country code"
              w={112}
              miw={112}
              searchable
              allowDeselect={false}
              disabled={disabled}
              data={options.map((option) => ({
                value: option.isoCode,
                label: `${option.isoCode} +${option.callingCode}`,
              }))}
              filter={({ options: items, search }) =>
                items.filter((item) => 'value' in item && matchesCountry(byIso.get(item.value), search))
              }
              renderOption={({ option }) => {
                const match = byIso.get(option.value);
                return <Text size="sm">{match ? `${match.name} (+${match.callingCode})` : option.label}</Text>;
              }}
              comboboxProps={{ width: 280, position: 'bottom-start' }}
              nothingFoundMessage="No country matches"
              error={countryError ? true : undefined}
            />
            <TextInput
              {...mobileNumber}
              label="Mobile number"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="98000 00010"
              disabled={disabled}
              style={{ flex: 1, minWidth: 0 }}
            />
          </Group>
          {countryError ? (
            <Text size="xs" c="var(--mantine-color-error)" role="alert">
              {countryError}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <TextInput
          {...email}
          label={emailLabel}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          disabled={disabled}
        />
      )}
      {notice}
    </Stack>
  );
}
