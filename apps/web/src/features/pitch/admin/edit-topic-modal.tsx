import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PitchTopic, PitchTopicBody } from '@ventura/shared';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { usePatchPitchTopic } from './api.ts';
import { TopicFields } from './topic-fields.tsx';
import { type TopicValues, topicFieldOf, topicInputOf, topicValuesOf } from './topic-form.ts';

type Props = { topic: PitchTopic; onClose: () => void };

/** Changes a topic's title, prompt and suggested length (PATCH topics/{id}); its place and clips stay. */
export function EditTopicModal({ topic, onClose }: Props) {
  const patch = usePatchPitchTopic();
  const form = useForm<TopicValues>({ initialValues: topicValuesOf(topic) });

  const submit = form.onSubmit((values) => {
    const input = topicInputOf(values);
    const problems = schemaFieldErrors(PitchTopicBody, input, topicFieldOf);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    patch.mutate(
      { topicId: topic.id, body: PitchTopicBody.parse(input) },
      {
        onSuccess: (saved) => {
          notify.success(`${saved.title} saved.`);
          onClose();
        },
        onError: (error) => {
          const onFields = serverFieldErrors(error, topicFieldOf);
          if (hasErrors(onFields)) form.setErrors(onFields);
          else notify.error(errorText(error, 'The topic could not be saved'));
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={`Edit ${topic.title}`} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TopicFields form={form} autoFocus />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={patch.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={patch.isPending}>
              Save topic
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
