import { Checkbox, NumberInput, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type Answers, type AnswerValue, type FormField, formLimits, visibleFields } from '@ventura/shared';

type Props = {
  questions: readonly FormField[];
  answers: Answers;
  onChange: (answers: Answers) => void;
  /** Problems by field key. */
  errors: Partial<Record<string, string>>;
  disabled?: boolean;
};

const textOf = (value: AnswerValue | undefined) => (typeof value === 'string' ? value : '');
/** Up to this many options show as radio buttons; more as a list to choose from. */
const radioLimit = 6;

function Question({
  field,
  value,
  onChange,
  error,
  disabled,
}: {
  field: FormField;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const common = { label: field.label, description: field.help || undefined, withAsterisk: field.required, error };
  switch (field.type) {
    case 'short_text':
    case 'url':
    case 'date':
      return (
        <TextInput
          {...common}
          disabled={disabled}
          aria-required={field.required}
          type={field.type === 'url' ? 'url' : field.type === 'date' ? 'date' : 'text'}
          maxLength={field.type === 'url' ? formLimits.urlLength : (field.max ?? formLimits.shortTextLength)}
          value={textOf(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'long_text':
      return (
        <Textarea
          {...common}
          disabled={disabled}
          aria-required={field.required}
          autosize
          minRows={3}
          maxLength={field.max ?? formLimits.longTextLength}
          value={textOf(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
    case 'rating':
      return (
        <NumberInput
          {...common}
          disabled={disabled}
          aria-required={field.required}
          min={field.type === 'rating' ? 1 : field.min}
          max={field.max}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        />
      );
    case 'choice': {
      const options = field.options ?? [];
      if (options.length > radioLimit) {
        return (
          <Select
            {...common}
            disabled={disabled}
            aria-required={field.required}
            data={options}
            placeholder="Choose one"
            value={textOf(value) || null}
            onChange={(next) => onChange(next ?? null)}
          />
        );
      }
      return (
        <Radio.Group {...common} value={textOf(value)} onChange={onChange}>
          <Stack gap="xs" mt={6}>
            {options.map((option) => (
              <Radio key={option} value={option} label={option} disabled={disabled} />
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
              <Checkbox key={option} value={option} label={option} disabled={disabled} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'file':
      // Event registrations take no uploads: the editor offers no file questions.
      return (
        <Text size="sm" c="dimmed">
          {field.label}: files cannot be sent with a registration.
        </Text>
      );
    case 'section':
      return (
        <Text fw={600} mt="sm">
          {field.label}
        </Text>
      );
  }
}

/** An event's registration questions as a form, showing each question only when its condition holds. */
export function QuestionFields({ questions, answers, onChange, errors, disabled = false }: Props) {
  return (
    <Stack gap="md">
      {visibleFields(questions, answers).map((field) => (
        <Question
          key={field.key}
          field={field}
          value={answers[field.key]}
          onChange={(value) => onChange({ ...answers, [field.key]: value })}
          error={errors[field.key]}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}

/** The problems of answers by field key, from shared checkAnswers texts ('answers.{key}: reason'). */
export const answerErrorsOf = (texts: readonly string[]) => {
  const errors: Partial<Record<string, string>> = {};
  for (const text of texts) {
    const match = /^(?:body\.)?answers\.(\w+): (.+)$/.exec(text);
    if (match?.[1] && match[2] && !errors[match[1]]) errors[match[1]] = match[2];
  }
  return errors;
};
