import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../../ui/query-view.tsx';
import { formByIdQuery } from '../api.ts';
import { formTexts } from '../present.ts';
import { MemberForm } from './member-form.tsx';

type Props = { formId: number; profileUuid: string };

/**
 * A custom profile form (attachToProfile) in the profile's edit pages: its questions with the draft
 * saved as the member types, and Submit.
 */
export function ProfileFormPanel({ formId, profileUuid }: Props) {
  const form = useQuery(formByIdQuery(formId));
  return (
    <QueryView query={form} errorTitle={formTexts.fetchFailed} loadingHeight={420}>
      {(loaded) => (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={2} size="h3">
                {loaded.title}
              </Title>
              {loaded.description ? (
                <Text c="dimmed" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {loaded.description}
                </Text>
              ) : null}
            </Stack>
            <MemberForm form={loaded} profileUuid={profileUuid} />
          </Stack>
        </Paper>
      )}
    </QueryView>
  );
}
