import { Stack, Text, Title } from '@mantine/core';
import { type Answers, type FormField, formSectionsOf, visibleFields } from '@ventura/shared';
import { answerText } from './answers.ts';

type Props = { fields: readonly FormField[]; answers: Answers };

/** A form's answers as text, under their section headings; files by their names. */
export function AnswersView({ fields, answers }: Props) {
  const sections = formSectionsOf(visibleFields(fields, answers)).filter((section) => section.fields.length > 0);
  if (sections.length === 0) return <Text c="dimmed">No answers.</Text>;
  return (
    <Stack gap="lg">
      {sections.map((section, index) => (
        <Stack key={section.heading?.key ?? `untitled-${index}`} gap="sm" component="section">
          {section.heading ? (
            <Title order={2} size="h4">
              {section.heading.label}
            </Title>
          ) : null}
          <Stack component="dl" gap="sm" m={0}>
            {section.fields.map((field) => {
              const text = answerText(field, answers[field.key]);
              return (
                <div key={field.key}>
                  <Text component="dt" size="sm" fw={600}>
                    {field.label}
                  </Text>
                  <Text
                    component="dd"
                    m={0}
                    c={text === null ? 'dimmed' : undefined}
                    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {text ?? 'Not answered'}
                  </Text>
                </div>
              );
            })}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
