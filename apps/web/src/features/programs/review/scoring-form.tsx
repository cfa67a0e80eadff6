import { Button, Group, NumberInput, SimpleGrid, Stack, Table, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { programLimits, type Review, ReviewInput, type RubricCriterion } from '@ventura/shared';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useSaveReview } from './api.ts';
import { formatMoment } from './format.ts';

type Values = { scores: Record<string, number | string>; comment: string };

/** The problems of a scoring: every criterion scored, within its range, and what the shared ReviewInput says. */
export const scoringErrors = (rubric: readonly RubricCriterion[], values: Values) => {
  const errors: Record<string, string> = {};
  for (const criterion of rubric) {
    const score = values.scores[criterion.key];
    if (typeof score !== 'number' || score < 0 || score > criterion.max) {
      errors[`scores.${criterion.key}`] = `Score ${criterion.label} from 0 to ${criterion.max}`;
    }
  }
  const checked = ReviewInput.safeParse({ scores: values.scores, comment: values.comment });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!errors[path]) errors[path] = issue.message;
    }
  }
  return errors;
};

const scoresOf = (values: Values) =>
  Object.fromEntries(
    Object.entries(values.scores).flatMap(([key, score]) => (typeof score === 'number' ? [[key, score]] : [])),
  );

type Props = {
  applicationUuid: string;
  rubric: readonly RubricCriterion[];
  /** The caller's own review, when they scored already. */
  mine: Review | undefined;
};

/** The caller's scores for each criterion of the rubric (0 to its most) and their comment. */
export function ScoringForm({ applicationUuid, rubric, mine }: Props) {
  const save = useSaveReview(applicationUuid);
  const form = useForm<Values>({
    initialValues: {
      scores: Object.fromEntries(rubric.map((criterion) => [criterion.key, mine?.scores[criterion.key] ?? ''])),
      comment: mine?.comment ?? '',
    },
    validate: (values) => scoringErrors(rubric, values),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { scores: scoresOf(values), comment: values.comment.trim() },
      {
        onSuccess: () => notify.success('Your review is saved'),
        onError: (error) => notify.error(errorText(error, 'Your review could not be saved')),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Your review">
      <Stack gap="sm">
        {rubric.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {rubric.map((criterion) => (
              <NumberInput
                key={criterion.key}
                label={`${criterion.label} (0 to ${criterion.max})`}
                description={
                  [criterion.description, criterion.weight !== 1 ? `Weight ${criterion.weight}` : '']
                    .filter(Boolean)
                    .join(' · ') || undefined
                }
                min={0}
                max={criterion.max}
                clampBehavior="strict"
                allowNegative={false}
                withAsterisk
                inputWrapperOrder={['label', 'description', 'input', 'error']}
                {...form.getInputProps(`scores.${criterion.key}`)}
              />
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            This program has no rubric: leave a comment.
          </Text>
        )}
        <Textarea
          label="Comment"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={programLimits.commentLength}
          {...form.getInputProps('comment')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {mine ? 'Update my review' : 'Save my review'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Every reviewer's scores, each criterion and the total, with the mean of the totals. */
export function ReviewScores({ reviews, rubric }: { reviews: readonly Review[]; rubric: readonly RubricCriterion[] }) {
  if (reviews.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nobody has scored this application yet.
      </Text>
    );
  }
  const average = reviews.reduce((sum, review) => sum + review.total, 0) / reviews.length;
  return (
    <Stack gap="xs">
      <Text size="sm">
        Average total of {reviews.length} {reviews.length === 1 ? 'review' : 'reviews'}:{' '}
        <Text span fw={700}>
          {Math.round(average * 10) / 10}
        </Text>
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label="Reviewers' scores" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Reviewer</Table.Th>
              {rubric.map((criterion) => (
                <Table.Th key={criterion.key} scope="col" ta="right">
                  {criterion.label}
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="right">
                Total
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reviews.map((review) => (
              <Table.Tr key={review.reviewer.userUuid}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {review.reviewer.name}
                  </Text>
                  {review.comment ? (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                      {review.comment}
                    </Text>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {formatMoment(review.updatedAt)}
                  </Text>
                </Table.Td>
                {rubric.map((criterion) => (
                  <Table.Td key={criterion.key} ta="right">
                    {review.scores[criterion.key] ?? '—'}
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={600}>
                  {Math.round(review.total * 10) / 10}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
