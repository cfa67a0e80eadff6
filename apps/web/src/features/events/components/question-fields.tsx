import { Stack, Text } from '@mantine/core';
import { type Answers, type AnswerValue, type FormField, visibleFields } from '@ventura/shared';
import { FieldInput } from '../../../ui/form-fields/field-input.tsx';

type Props = {
  questions: readonly FormField[];
  answers: Answers;
  onChange: (answers: Answers) => void;
  /** Problems by field key. */
  errors: Partial<Record<string, string>>;
};

type QuestionProps = {
  field: FormField;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error: string | undefined;
};

/** One question as the forms ask it; a section shows its title, and a file question says it cannot be answered here. */
function Question({ field, value, onChange, error }: QuestionProps) {
  if (field.type === 'file') {
    // Event registrations take no uploads: the editor offers no file questions.
    return (
      <Text size="sm" c="dimmed">
        {field.label}: files cannot be sent with a registration.
      </Text>
    );
  }
  if (field.type === 'section') {
    return (
      <Text fw={600} mt="sm">
        {field.label}
      </Text>
    );
  }
  return <FieldInput field={field} value={value} onChange={onChange} error={error} />;
}

/** An event's registration questions as a form, showing each question only when its condition holds. */
export function QuestionFields({ questions, answers, onChange, errors }: Props) {
  return (
    <Stack gap="md">
      {visibleFields(questions, answers).map((field) => (
        <Question
          key={field.key}
          field={field}
          value={answers[field.key]}
          onChange={(value) => onChange({ ...answers, [field.key]: value })}
          error={errors[field.key]}
        />
      ))}
    </Stack>
  );
}
