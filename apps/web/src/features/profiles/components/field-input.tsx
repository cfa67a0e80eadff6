import { MultiSelect, NumberInput, Select, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { FieldDef } from '@ventura/shared';
import { type ReactNode, useState } from 'react';
import { descriptionOf, type InputSpec, inputOf, isOverLimit } from '../field-inputs.ts';
import type { FormValue } from '../field-values.ts';
import { cityLimit } from '../lookups.ts';
import { startsFirst } from '../option-filter.ts';
import { type Location, useOptions, withChosen } from './use-options.ts';

export type FieldInputProps = {
  field: FieldDef;
  value: FormValue;
  onChange: (value: FormValue) => void;
  error?: ReactNode;
  /** The country and state chosen in the same form, for the state and city inputs. */
  location: Location;
  disabled?: boolean;
};

const wrapperOrder: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

const text = (value: FormValue) => (typeof value === 'string' ? value : '');
const code = (value: FormValue) => (typeof value === 'string' && value !== '' ? value : null);
const list = (value: FormValue) => (Array.isArray(value) ? value : []);
const number = (value: FormValue) => (typeof value === 'number' || typeof value === 'string' ? value : '');

/** The input a registry field is edited with: labelled, its hint and limits below, required marked. */
export function FieldInput(props: FieldInputProps) {
  const { field, value, onChange, error, disabled } = props;
  const spec = inputOf(field);
  const common = {
    label: field.label,
    // Hints and limits under the input, so that the inputs of a row line up whatever their hints.
    inputWrapperOrder: wrapperOrder,
    description: descriptionOf(field, value),
    required: field.required === true,
    error,
    disabled,
  };
  switch (spec.input) {
    case 'text':
      return (
        <TextInput
          {...common}
          type={spec.type}
          placeholder={spec.placeholder}
          autoComplete={spec.autoComplete ?? 'off'}
          value={text(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          descriptionProps={isOverLimit(field, value) ? { c: 'var(--mantine-color-error)' } : undefined}
          autosize
          minRows={3}
          maxRows={12}
          value={text(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          min={spec.min}
          max={spec.max}
          allowDecimal={false}
          allowNegative={spec.min < 0}
          thousandSeparator={spec.thousands ? ',' : undefined}
          clampBehavior="none"
          hideControls={!spec.stepper}
          inputMode="numeric"
          value={number(value)}
          onChange={(next) => onChange(next)}
        />
      );
    case 'switch':
      return (
        <Switch
          label={common.label}
          description={common.description}
          error={error}
          disabled={disabled}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'tags':
      return (
        <TagsInput
          {...common}
          maxTags={spec.maxTags}
          splitChars={[',']}
          clearable
          value={list(value)}
          onChange={(next) => onChange(next)}
        />
      );
    case 'select':
    case 'multiselect':
      return <ChoiceInput {...props} spec={spec} common={common} />;
  }
}

type Common = {
  label: string;
  inputWrapperOrder: typeof wrapperOrder;
  description: string | undefined;
  required: boolean;
  error: ReactNode;
  disabled: boolean | undefined;
};

/** What a location input says while the part it depends on is still empty. */
const waitingFor = (field: FieldDef, location: Location) => {
  if ((field.kind === 'state' || field.kind === 'city') && !location.countryCode) return 'Choose a country first';
  return undefined;
};

/** Select and MultiSelect with their options from the field's list or a lookup. */
function ChoiceInput({
  field,
  value,
  onChange,
  location,
  spec,
  common,
}: FieldInputProps & { spec: Extract<InputSpec, { input: 'select' | 'multiselect' }>; common: Common }) {
  const [search, setSearch] = useState('');
  const isCity = spec.source.from === 'cities';
  // A chosen city shows its name in the search box; searching by it would hide the others.
  const citySearch = isCity && search !== code(value) ? search : '';
  const options = useOptions(spec.source, location, citySearch);
  const waiting = waitingFor(field, location);
  const nothingFound = options.failed
    ? 'The options could not be loaded'
    : options.loading
      ? 'Loading…'
      : isCity && citySearch === ''
        ? 'Type the first letters of the city'
        : 'Nothing found';
  const shared = {
    ...common,
    disabled: common.disabled || waiting !== undefined,
    placeholder: waiting ?? (spec.input === 'multiselect' ? 'Choose…' : 'Choose one'),
    nothingFoundMessage: nothingFound,
    filter: startsFirst,
    comboboxProps: { withinPortal: true },
  };

  if (spec.input === 'multiselect') {
    const chosen = list(value);
    return (
      <MultiSelect
        {...shared}
        placeholder={chosen.length > 0 ? undefined : shared.placeholder}
        data={withChosen(options.data, chosen)}
        value={chosen}
        onChange={(next) => onChange(next)}
        maxValues={spec.maxValues}
        searchable
        clearable
        hidePickedOptions={false}
        limit={300}
      />
    );
  }
  const chosen = code(value);
  return (
    <Select
      {...shared}
      data={withChosen(options.data, chosen ? [chosen] : [])}
      value={chosen}
      onChange={(next) => onChange(next)}
      searchable={spec.searchable}
      searchValue={isCity ? search : undefined}
      onSearchChange={isCity ? setSearch : undefined}
      clearable={!field.required}
      allowDeselect={!field.required}
      limit={isCity ? cityLimit : 300}
    />
  );
}
