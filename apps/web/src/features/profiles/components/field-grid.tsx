import { SimpleGrid } from '@mantine/core';
import type { FieldDef } from '@ventura/shared';
import type { ReactNode } from 'react';
import { isWide } from '../field-inputs.ts';
import type { FormValue, FormValues } from '../field-values.ts';
import { FieldInput } from './field-input.tsx';
import type { Location } from './use-options.ts';

type Props = {
  fields: readonly FieldDef[];
  values: FormValues;
  errors: Partial<Record<string, ReactNode>>;
  onChange: (key: string, value: FormValue) => void;
  location: Location;
  disabled: boolean;
};

/** The inputs of a section or list item in two columns on wide screens, long texts across both. */
export function FieldGrid({ fields, values, errors, onChange, location, disabled }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {fields.map((field) => (
        <div key={field.key} style={isWide(field) ? { gridColumn: '1 / -1' } : undefined}>
          <FieldInput
            field={field}
            value={values[field.key] ?? null}
            onChange={(value) => onChange(field.key, value)}
            error={errors[field.key]}
            location={location}
            disabled={disabled}
          />
        </div>
      ))}
    </SimpleGrid>
  );
}
