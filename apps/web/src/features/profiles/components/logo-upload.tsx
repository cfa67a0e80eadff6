import { Avatar, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { OwnProfile, ProfileTypeDef } from '@ventura/shared';
import { useId, useRef, useState } from 'react';
import { ApiError, errorText } from '../../../api/client.ts';
import { notify } from '../../../app/notify.ts';
import { useTenant } from '../../../app/tenant.ts';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { useUploadLogo } from '../api.ts';
import { logoAccept, logoFailedText, logoProblem, logoRulesText, logoSavedText } from '../logo.ts';

type Props = { def: ProfileTypeDef; profile: OwnProfile; profileUuid: string };

/**
 * The profile's logo: the current one, and a button that picks an image, checks its type and the
 * tenant's size limit here first, and uploads it (spec: one file sent as form data).
 */
export function LogoUpload({ def, profile, profileUuid }: Props) {
  const headingId = useId();
  const problemId = useId();
  const maxBytes = useTenant().profile_settings.upload_max_bytes;
  const upload = useUploadLogo(def, profileUuid);
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  const choose = (file: File | null) => {
    // The same file may be chosen again after a failure.
    resetRef.current?.();
    if (!file) return;
    const reason = logoProblem(file, maxBytes);
    setProblem(reason);
    if (reason) return;
    upload.mutate(file, {
      onSuccess: () => notify.success(logoSavedText),
      onError: (error) => {
        setProblem(withoutFieldPath(errorText(error, logoFailedText)));
        if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) {
          notify.error(logoFailedText);
        }
      },
    });
  };

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar
          src={profile.logo}
          name={profile.name}
          color="initials"
          size={88}
          radius="md"
          alt={profile.logo ? `Logo of ${profile.name}` : ''}
        />
        <Stack gap={6} miw={0}>
          <Title order={2} size="h4" id={headingId}>
            Logo
          </Title>
          <Text size="sm" c="dimmed">
            {logoRulesText(maxBytes)} It shows on your profile and in directories.
          </Text>
          {profile.can.uploadLogo ? (
            <Group gap="sm">
              <FileButton onChange={choose} accept={logoAccept} resetRef={resetRef}>
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    leftSection={<IconUpload size={18} aria-hidden />}
                    loading={upload.isPending}
                    aria-describedby={problem ? problemId : undefined}
                  >
                    {profile.logo ? 'Change logo' : 'Upload logo'}
                  </Button>
                )}
              </FileButton>
            </Group>
          ) : null}
          {problem ? (
            <Text id={problemId} size="sm" c="var(--mantine-color-error)" role="alert">
              {problem}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
