import { MultiSelect, NumberInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { employmentTypeLabels, employmentTypes, limits, workModeLabels, workModes } from '@ventura/shared';
import { useEffect, useState } from 'react';
import { countriesQuery } from '../../../api/countries.ts';
import { skillsQuery } from '../api.ts';
import { changeJobFilters, type JobFilters } from '../filters.ts';

const employmentOptions = employmentTypes.map((value) => ({ value, label: employmentTypeLabels[value] }));
const workModeOptions = workModes.map((value) => ({ value, label: workModeLabels[value] }));

type Props = { filters: JobFilters; onChange: (next: JobFilters) => void };

/** A text filter applied when the visitor leaves the field or presses Enter, not at every key. */
function CommitInput({ label, value, onCommit }: { label: string; value: string; onCommit: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  return (
    <TextInput
      label={label}
      placeholder="Any"
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      maxLength={100}
    />
  );
}

/** An amount applied when the visitor leaves the field or presses Enter. */
function SalaryInput({ value, onCommit }: { value: number | null; onCommit: (value: number | null) => void }) {
  const [draft, setDraft] = useState<number | string>(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const commit = () => {
    const next = typeof draft === 'number' ? draft : null;
    if (next !== value) onCommit(next);
  };
  return (
    <NumberInput
      label="Salary from"
      description="Jobs paying at least this much, in their own currency"
      placeholder="Any"
      value={draft}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      min={0}
      max={1_000_000_000}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
    />
  );
}

/** The filters of a job search: employment type, work mode, skills, country and city, the lowest salary. */
export function JobFiltersPanel({ filters, onChange }: Props) {
  const skills = useQuery(skillsQuery());
  const countries = useQuery(countriesQuery());
  const change = (changes: Partial<JobFilters>) => onChange(changeJobFilters(filters, changes));
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Filters
      </Title>
      <MultiSelect
        label="Employment type"
        placeholder={filters.employmentType.length > 0 ? undefined : 'Any'}
        data={employmentOptions}
        value={filters.employmentType}
        onChange={(values) =>
          change({ employmentType: employmentOptions.filter((o) => values.includes(o.value)).map((o) => o.value) })
        }
        clearable
        comboboxProps={{ shadow: 'md' }}
      />
      <MultiSelect
        label="Work mode"
        placeholder={filters.workMode.length > 0 ? undefined : 'Any'}
        data={workModeOptions}
        value={filters.workMode}
        onChange={(values) =>
          change({ workMode: workModeOptions.filter((o) => values.includes(o.value)).map((o) => o.value) })
        }
        clearable
        comboboxProps={{ shadow: 'md' }}
      />
      <MultiSelect
        label="Skills"
        placeholder={filters.skills.length > 0 ? undefined : skills.isError ? 'Skills could not be loaded' : 'Any'}
        data={withChosen(skills.data?.map((term) => ({ value: term.code, label: term.name })) ?? [], filters.skills)}
        value={filters.skills}
        onChange={(values) => change({ skills: values })}
        maxValues={limits.jobSkills}
        searchable
        clearable
        nothingFoundMessage={skills.isPending ? 'Loading…' : 'Nothing found'}
        comboboxProps={{ shadow: 'md' }}
      />
      <Select
        label="Country"
        placeholder="Any"
        data={withChosen(
          countries.data?.map((country) => ({ value: country.isoCode, label: country.name })) ?? [],
          filters.countryCode ? [filters.countryCode] : [],
        )}
        value={filters.countryCode}
        onChange={(value) => change({ countryCode: value })}
        searchable
        clearable
        nothingFoundMessage={countries.isPending ? 'Loading…' : 'Nothing found'}
        comboboxProps={{ shadow: 'md' }}
      />
      <CommitInput label="City" value={filters.city} onCommit={(city) => change({ city })} />
      <SalaryInput value={filters.salaryFrom} onCommit={(salaryFrom) => change({ salaryFrom })} />
    </Stack>
  );
}

/** Options with the chosen values kept in, so that a value from the address shows before its list loads. */
export const withChosen = (data: Array<{ value: string; label: string }>, chosen: readonly string[]) => {
  const known = new Set(data.map((option) => option.value));
  const missing = chosen.filter((value) => !known.has(value));
  return missing.length === 0 ? data : [...data, ...missing.map((value) => ({ value, label: value }))];
};
