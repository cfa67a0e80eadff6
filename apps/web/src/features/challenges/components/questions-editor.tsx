import { ActionIcon, Button, Checkbox, Group, Input, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { limits } from '@ventura/shared';
import { useEffect, useId, useState } from 'react';
import { addQuestion, changeQuestion, moveQuestion, type QuestionDraft, removeQuestion } from '../challenge-form.ts';

type Props = {
  value: readonly QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
  /** The problem of each question's text, by its place in the list. */
  errorOf: (index: number) => string | undefined;
  /** A problem of the list as a whole (too many). */
  error?: string | undefined;
  /** Said under the heading, for instance that answered questions stay. */
  note?: string | undefined;
  disabled?: boolean;
};

const maxText = 500;

/**
 * The questions applicants answer: add, remove, reword, move up or down, and mark required. After a move
 * the focus stays on the moved question's button; after an add it goes to the new question.
 */
export function QuestionsEditor({ value, onChange, errorOf, error, note, disabled }: Props) {
  const id = useId();
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (!focus) return;
    document.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus]);
  const full = value.length >= limits.challengeQuestions;

  const add = () => {
    const next = addQuestion(value);
    onChange(next);
    const added = next[next.length - 1];
    if (added && next.length > value.length) setFocus(`${id}-${added.key}-text`);
  };
  const move = (key: string, by: -1 | 1) => {
    const next = moveQuestion(value, key, by);
    onChange(next);
    const place = next.findIndex((question) => question.key === key);
    // At either end the button it was moved with goes away: the focus goes to the other one.
    const direction = (by === -1 && place === 0) || (by === 1 && place === next.length - 1) ? -by : by;
    setFocus(`${id}-${key}-${direction === -1 ? 'up' : 'down'}`);
  };

  return (
    <Stack gap="sm" role="group" aria-labelledby={`${id}-heading`}>
      <div>
        <Input.Label id={`${id}-heading`} labelElement="div">
          Questions for applicants
        </Input.Label>
        <Input.Description>
          Startups answer these when they apply. You may ask up to {limits.challengeQuestions}, or none.
          {note ? ` ${note}` : null}
        </Input.Description>
      </div>
      {value.length > 0 ? (
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Questions">
          {value.map((question, index) => {
            const number = index + 1;
            return (
              <Paper component="li" key={question.key} withBorder radius="md" p="sm">
                <Stack gap="xs">
                  <Textarea
                    id={`${id}-${question.key}-text`}
                    label={`Question ${number}`}
                    autosize
                    minRows={2}
                    maxRows={6}
                    maxLength={maxText}
                    value={question.text}
                    error={errorOf(index)}
                    disabled={disabled}
                    onChange={(event) =>
                      onChange(changeQuestion(value, question.key, { text: event.currentTarget.value }))
                    }
                  />
                  <Group justify="space-between" gap="xs">
                    <Checkbox
                      label="Answer required"
                      checked={question.required}
                      disabled={disabled}
                      onChange={(event) =>
                        onChange(changeQuestion(value, question.key, { required: event.currentTarget.checked }))
                      }
                    />
                    <Group gap={4}>
                      {index > 0 ? (
                        <Tooltip label="Move up">
                          <ActionIcon
                            id={`${id}-${question.key}-up`}
                            variant="default"
                            aria-label={`Move question ${number} up`}
                            disabled={disabled}
                            onClick={() => move(question.key, -1)}
                          >
                            <IconArrowUp size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                      {index < value.length - 1 ? (
                        <Tooltip label="Move down">
                          <ActionIcon
                            id={`${id}-${question.key}-down`}
                            variant="default"
                            aria-label={`Move question ${number} down`}
                            disabled={disabled}
                            onClick={() => move(question.key, 1)}
                          >
                            <IconArrowDown size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                      <Tooltip label="Remove">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove question ${number}`}
                          disabled={disabled}
                          onClick={() => onChange(removeQuestion(value, question.key))}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      ) : null}
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={disabled || full}
        >
          Add a question
        </Button>
        <Text size="xs" c="dimmed">
          {value.length} of {limits.challengeQuestions}
        </Text>
      </Group>
      {error ? (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
