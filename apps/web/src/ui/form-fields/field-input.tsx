import {
  Button,
  Checkbox,
  Group,
  Input,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { AnswerValue, FormField } from '@ventura/shared';
import { formLimits } from '@ventura/shared';
import { useId } from 'react';
import { FileField, type UploadFile } from './file-field.tsx';

type Props = {
  field: FormField;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error?: string | undefined;
  uploadFile?: UploadFile | undefined;
};

/** Up to this many options show as radio buttons; more as a searchable list. */
const radioLimit = 6;

const textOf = (value: AnswerValue | undefined) => (typeof value === 'string' ? value : '');

/** One question as its accessible Mantine input: its label, required mark, help and error. */
export function FieldInput({ field, value, onChange, error, uploadFile }: Props) {
  const id = useId();
  const common = {
    label: field.label,
    description: field.help || undefined,
    withAsterisk: field.required,
    error,
  };
  switch (field.type) {
    case 'short_text':
      return (
        <TextInput
          {...common}
          aria-required={field.required}
          maxLength={field.max ?? formLimits.shortTextLength}
          value={textOf(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'long_text':
      return (
        <Textarea
          {...common}
          aria-required={field.required}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={field.max ?? formLimits.longTextLength}
          value={textOf(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          aria-required={field.required}
          min={field.min}
          max={field.max}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(next === '' ? null : next)}
        />
      );
    case 'url':
      return (
        <TextInput
          {...common}
          aria-required={field.required}
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={formLimits.urlLength}
          value={textOf(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          aria-required={field.required}
          type="date"
          value={textOf(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'choice': {
      const options = field.options ?? [];
      if (options.length > radioLimit) {
        return (
          <Select
            {...common}
            aria-required={field.required}
            data={options}
            searchable
            clearable={!field.required}
            placeholder="Choose one"
            value={typeof value === 'string' && value !== '' ? value : null}
            onChange={(next) => onChange(next ?? null)}
          />
        );
      }
      return (
        <Radio.Group {...common} value={textOf(value)} onChange={onChange}>
          <Stack gap="xs" mt={6}>
            {options.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Stack>
        </Radio.Group>
      );
    }
    case 'multi_choice':
      return (
        <Checkbox.Group
          {...common}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => onChange(next.length === 0 ? null : next)}
        >
          <Stack gap="xs" mt={6}>
            {(field.options ?? []).map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'rating': {
      const scale = field.max ?? formLimits.defaultRatingMax;
      const rated = typeof value === 'number' ? String(value) : '';
      return (
        <Input.Wrapper {...common} id={id} labelElement="div">
          <Group gap="xs" mt={6} wrap="wrap">
            <SegmentedControl
              aria-labelledby={`${id}-label`}
              aria-describedby={error ? `${id}-error` : undefined}
              name={id}
              data={Array.from({ length: scale }, (_, index) => ({
                value: String(index + 1),
                label: (
                  <>
                    <span aria-hidden>{index + 1}</span>
                    <VisuallyHidden>{`${index + 1} of ${scale}`}</VisuallyHidden>
                  </>
                ),
              }))}
              value={rated}
              onChange={(next) => onChange(Number(next))}
            />
            {rated && !field.required ? (
              <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)}>
                Clear rating
              </Button>
            ) : null}
          </Group>
        </Input.Wrapper>
      );
    }
    case 'file':
      return <FileField field={field} value={value} onChange={onChange} error={error} uploadFile={uploadFile} />;
    case 'section':
      return null;
  }
}
