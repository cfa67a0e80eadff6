import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { type PitchKind, PitchTopicBody, pitchKindLabels } from '@ventura/shared';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { useAddPitchTopic } from './api.ts';
import { TopicFields } from './topic-fields.tsx';
import { blankTopic, type TopicValues, topicFieldOf, topicInputOf } from './topic-form.ts';

/**
 * 'Add a topic' to one pitch kind: checked with PitchTopicBody before it goes, appended after the kind's last
 * topic, and the server's refusals put back on their fields.
 */
export function AddTopicForm({ kind }: { kind: PitchKind }) {
  const add = useAddPitchTopic();
  const form = useForm<TopicValues>({ initialValues: blankTopic });
  const label = pitchKindLabels[kind];
  const titleId = `add-topic-${kind}-title`;

  const submit = form.onSubmit((values) => {
    const input = topicInputOf(values);
    const problems = schemaFieldErrors(PitchTopicBody, input, topicFieldOf);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    add.mutate(
      { kind, body: PitchTopicBody.parse(input) },
      {
        onSuccess: (topic) => {
          notify.success(`${topic.title} added at the end of the ${label.toLowerCase()}.`);
          form.setValues(blankTopic);
          form.clearErrors();
        },
        onError: (error) => {
          const onFields = serverFieldErrors(error, topicFieldOf);
          if (hasErrors(onFields)) form.setErrors(onFields);
          else notify.error(errorText(error, 'The topic could not be added'));
        },
      },
    );
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id={titleId}>
              Add a topic to the {label.toLowerCase()}
            </Title>
            <Text size="sm" c="dimmed">
              New topics come after the last one. Founders who compiled their pitch record the new topic before they
              compile again.
            </Text>
          </Stack>
          <TopicFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending} leftSection={<IconPlus size={18} aria-hidden />}>
              Add topic
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
