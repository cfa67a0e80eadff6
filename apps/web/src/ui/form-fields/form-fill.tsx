import { Alert, Button, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import {
  type Answers,
  type AnswerValue,
  checkAnswers,
  type FileAnswer,
  type FormField,
  formSectionsOf,
  progressOf,
  visibleFields,
} from '@ventura/shared';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { peopleText } from '../../api/client.ts';
import { errorsByKey } from './answers.ts';
import { AnswersView } from './answers-view.tsx';
import { FieldInput } from './field-input.tsx';

export type FormFillProps = {
  fields: readonly FormField[];
  answers: Answers;
  onChange: (answers: Answers) => void;
  /** `answers.{key}: message` strings from checkAnswers or from the server's `errors`. */
  errors?: readonly string[];
  /** Uploads a file for a file field; resolves to the stored answer. */
  uploadFile?: (field: FormField, file: File) => Promise<FileAnswer>;
  readOnly?: boolean;
  /** Show one section at a time with Back/Next (true) or all sections (false). */
  stepped?: boolean;
  /** Rendered under the last step (e.g. the submit button). */
  footer?: ReactNode;
};

type Section = ReturnType<typeof formSectionsOf>[number];

/** A section worth a step: one with a question shown, or a heading that says something. */
const isShown = (section: Section) => section.fields.length > 0 || Boolean(section.heading?.help);

/**
 * A form's questions for people to answer: section headings (one step at a time when `stepped`), each
 * question as its own input, conditional questions shown as their condition holds, and the share answered.
 * Moving on from a step first checks that step's required answers with the shared rule book.
 */
export function FormFill(props: FormFillProps) {
  if (props.readOnly) return <AnswersView fields={props.fields} answers={props.answers} />;
  return <FormFillEditor {...props} />;
}

function FormFillEditor({
  fields,
  answers,
  onChange,
  errors = [],
  uploadFile,
  stepped = false,
  footer,
}: FormFillProps) {
  const sections = useMemo(() => formSectionsOf(visibleFields(fields, answers)).filter(isShown), [fields, answers]);
  const [stepErrors, setStepErrors] = useState<string[]>([]);
  const [step, setStep] = useState(0);
  const current = Math.min(step, Math.max(0, sections.length - 1));
  const { byKey, other } = useMemo(() => errorsByKey([...errors, ...stepErrors]), [errors, stepErrors]);
  const progress = progressOf(fields, answers);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const progressId = useId();

  // Errors from outside (a refused submission): open the first step that has one. Only a new list of
  // errors moves the form, not each answer typed after it.
  const errorList = errors.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the errors changing is the point
  useEffect(() => {
    if (!stepped || errorList === '') return;
    const keys = Object.keys(errorsByKey(errorList.split('\n')).byKey);
    const index = sections.findIndex((section) => section.fields.some((field) => keys.includes(field.key)));
    if (index >= 0) setStep(index);
  }, [errorList]);

  // A new step: its heading takes the focus, so that a screen reader starts there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step changing is the point
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [current]);

  const setAnswer = (key: string, value: AnswerValue) => {
    setStepErrors((previous) => previous.filter((text) => !text.startsWith(`answers.${key}:`)));
    onChange({ ...answers, [key]: value });
  };

  const go = (index: number) => {
    moved.current = true;
    setStep(index);
  };

  const next = () => {
    const section = sections[current];
    const keys = new Set(section?.fields.map((field) => field.key));
    const problems = checkAnswers(fields, answers, { complete: true }).errors.filter((text) => {
      const key = /^answers\.([a-z0-9_]+):/.exec(text)?.[1];
      return key !== undefined && keys.has(key);
    });
    setStepErrors(problems);
    if (problems.length === 0) go(current + 1);
  };

  const renderSection = (section: Section, index: number, focusable: boolean) => (
    <Stack key={section.heading?.key ?? `untitled-${index}`} gap="md" component="section">
      {section.heading ? (
        <Stack gap={4}>
          <Title
            order={2}
            size="h3"
            ref={focusable ? headingRef : undefined}
            tabIndex={focusable ? -1 : undefined}
            style={{ outlineOffset: 4 }}
          >
            {section.heading.label}
          </Title>
          {section.heading.help ? <Text c="dimmed">{section.heading.help}</Text> : null}
        </Stack>
      ) : null}
      {section.fields.map((field) => (
        <FieldInput
          key={field.key}
          field={field}
          value={answers[field.key]}
          onChange={(value) => setAnswer(field.key, value)}
          error={byKey[field.key]}
          uploadFile={uploadFile}
        />
      ))}
    </Stack>
  );

  const last = current >= sections.length - 1;
  const section = sections[current];
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600} id={progressId}>
            {stepped && sections.length > 1
              ? `Step ${current + 1} of ${sections.length}${section?.heading ? `: ${section.heading.label}` : ''}`
              : 'Your progress'}
          </Text>
          <Text size="sm" c="dimmed">
            {progress}% answered
          </Text>
        </Group>
        {/* The section is the progressbar (the root is a plain box), so it carries the name and the text. */}
        <Progress.Root radius="xl">
          <Progress.Section value={progress} aria-labelledby={progressId} aria-valuetext={`${progress}% answered`} />
        </Progress.Root>
      </Stack>
      {other.length > 0 ? (
        <Alert color="red" title="Please check the form" role="alert">
          <List size="sm">
            {other.map((text) => (
              <List.Item key={text}>{peopleText(text)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {sections.length === 0 ? <Text c="dimmed">This form has no questions.</Text> : null}
      {stepped
        ? section
          ? renderSection(section, current, true)
          : null
        : sections.map((item, index) => renderSection(item, index, false))}
      {stepped && sections.length > 1 ? (
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => go(current - 1)}
            disabled={current === 0}
          >
            Back
          </Button>
          {last ? null : (
            <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={next}>
              Next
            </Button>
          )}
        </Group>
      ) : null}
      {!stepped || last ? footer : null}
    </Stack>
  );
}
