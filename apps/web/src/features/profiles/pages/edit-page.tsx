import { Badge, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isDirectoryType, isProfileAccountType, type ProfileTypeDef, profileTypes } from '@ventura/shared';
import { Suspense } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { useSessionUser } from '../../../core/session.ts';
import { useTenant } from '../../../core/tenant.ts';
import { approvalInfo } from '../../../ui/approval-status.ts';
import { ConnectionDocumentCard } from '../../../ui/connection-document-card.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { ProfileFormPanel } from '../../forms/index.ts';
import { ownProfileQuery } from '../api.ts';
import { EditLocked } from '../components/edit-locked.tsx';
import { ListEditor } from '../components/list-editor.tsx';
import { LogoUpload } from '../components/logo-upload.tsx';
import { SectionForm } from '../components/section-form.tsx';
import { SectionNav } from '../components/section-nav.tsx';
import { editTargetOf, isMainSection, loadFailedText } from '../edit-pages.ts';

/**
 * Every edit page of the signed-in profile's type (/startups/edit/startup-information,
 * /investors/edit/organization-details...): the registry says which section or list the URL is, the
 * profile which of them apply and whether it may be edited at all.
 */
export function EditPage() {
  const user = useSessionUser();
  if (!user || !isProfileAccountType(user.accountType)) return <Navigate to={paths.notFound} replace />;
  return <EditArea def={profileTypes[user.accountType]} profileUuid={user.uuid} />;
}

function EditArea({ def, profileUuid }: { def: ProfileTypeDef; profileUuid: string }) {
  const tenant = useTenant();
  const { pathname } = useLocation();
  const own = useQuery(ownProfileQuery(def, profileUuid));
  const target = editTargetOf(def, pathname, own.data?.sections ?? null);
  const title = target.kind === 'section' ? target.section.title : target.kind === 'list' ? target.list.title : '';
  useDocumentTitle(`${title ? `${title} | ` : ''}Edit profile | ${tenant.name}`);

  if (target.kind === 'not-found') return <Navigate to={paths.notFound} replace />;
  if (target.kind === 'redirect') return <Navigate to={target.to} replace />;
  if (own.data && !own.data.can.edit) return <EditLocked reason={own.data.editLockedReason} />;

  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Edit your {def.label.toLowerCase()} profile</Title>
          {own.data ? (
            <Group gap="xs">
              <Text c="dimmed">{own.data.name}</Text>
              <Badge color={approvalInfo[own.data.approvalStatus].color}>
                {approvalInfo[own.data.approvalStatus].label}
              </Badge>
            </Group>
          ) : null}
        </Stack>
        {/* Job seekers have no public page: employers see their profile with an application. */}
        {own.data && isDirectoryType(def.type) ? (
          <Button
            component={Link}
            to={own.data.profileUrl}
            variant="default"
            leftSection={<IconExternalLink size={18} aria-hidden />}
          >
            View profile
          </Button>
        ) : null}
      </Group>
      <QueryView query={own} errorTitle={loadFailedText(def)} loadingHeight={520}>
        {(profile) => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
              <SectionNav def={def} profile={profile} current={pathname.replace(/\/+$/, '')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
              <Stack gap="lg">
                {target.kind === 'custom-form' ? (
                  <Suspense fallback={<Skeleton h={420} radius="lg" role="status" aria-label="Loading" />}>
                    <ProfileFormPanel key={target.formId} formId={target.formId} profileUuid={profileUuid} />
                  </Suspense>
                ) : target.kind === 'section' ? (
                  <>
                    {isMainSection(def, profile, target.section) ? (
                      <LogoUpload def={def} profile={profile} profileUuid={profileUuid} />
                    ) : null}
                    {def.type === 'investor' && isMainSection(def, profile, target.section) ? (
                      <ConnectionDocumentCard investorUuid={profileUuid} owner />
                    ) : null}
                    <SectionForm
                      key={target.section.key}
                      section={target.section}
                      profile={profile}
                      profileUuid={profileUuid}
                      submitLabel="Save changes"
                    />
                  </>
                ) : (
                  <ListEditor key={target.list.key} list={target.list} profile={profile} profileUuid={profileUuid} />
                )}
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </QueryView>
    </Stack>
  );
}
