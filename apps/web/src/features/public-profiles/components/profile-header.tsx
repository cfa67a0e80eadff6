import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  CopyButton,
  Flex,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconBrandLinkedin,
  IconCalendarPlus,
  IconCheck,
  IconEdit,
  IconEyeCheck,
  IconLink,
  IconMapPin,
  IconWorld,
} from '@tabler/icons-react';
import { mainSectionOf, type ProfileAccountType, type PublicProfile, shortCount, shownAsPerson } from '@ventura/shared';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { useTenant } from '../../../core/tenant.ts';
import { meetingRequestPath, webHref, webText } from '../present.ts';

type Action = ComponentType<{ profile: PublicProfile }>;
type Props = {
  type: ProfileAccountType;
  profile: PublicProfile;
  place: string;
  /** Other features' buttons beside the header's own (Connect, Message, add to compare), handed in by the router. */
  action?: Action | undefined;
};

/** A link out of the platform, in a new tab. */
function OutLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      {icon}
      <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" truncate="end">
        {children}
      </Anchor>
    </Group>
  );
}

/**
 * Who the profile is: logo or initials, name, type, tagline, place, website and LinkedIn, how often it
 * was viewed, and what the visitor may do with it.
 */
export function ProfileHeader({ type, profile, place, action }: Props) {
  const person = shownAsPerson(type, profile.investorType);
  const website = typeof profile.values.website === 'string' ? webHref(profile.values.website) : null;
  const linkedin = typeof profile.values.linkedin === 'string' ? webHref(profile.values.linkedin) : null;
  const views = profile.totalViews;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      {/* Wraps: beside many actions, the name keeps at least 16rem rather than breaking inside its words. */}
      <Flex direction={{ base: 'column', sm: 'row' }} wrap="wrap" gap={{ base: 'md', sm: 'xl' }} align="flex-start">
        <Avatar
          src={person ? (profile.avatar ?? profile.logo) : (profile.logo ?? profile.avatar)}
          name={profile.name}
          color="initials"
          variant="filled"
          size={88}
          radius={person ? 88 : 'lg'}
          alt=""
        />
        <Stack gap={8} miw={0} style={{ flex: '1 1 16rem' }}>
          <Group gap="xs">
            <Badge variant="light" tt="none" size="lg" radius="sm">
              {profile.label}
            </Badge>
          </Group>
          <Box>
            <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'break-word' }}>
              {profile.name}
            </Title>
            {profile.personName ? (
              <Text c="dimmed" size="sm">
                {profile.personName}
              </Text>
            ) : null}
          </Box>
          {profile.tagline ? <Text size="lg">{profile.tagline}</Text> : null}
          <Group gap="lg" mt={4} c="dimmed">
            {place ? (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{place}</Text>
              </Group>
            ) : null}
            {website && typeof profile.values.website === 'string' ? (
              <OutLink href={website} icon={<IconWorld size={16} aria-hidden />}>
                {webText(profile.values.website)}
              </OutLink>
            ) : null}
            {linkedin ? (
              <OutLink href={linkedin} icon={<IconBrandLinkedin size={16} aria-hidden />}>
                LinkedIn
              </OutLink>
            ) : null}
            <Group gap={4} wrap="nowrap">
              <IconEyeCheck size={16} aria-hidden />
              <Text size="sm">
                {shortCount(views)} profile {views === 1 ? 'view' : 'views'}
              </Text>
            </Group>
          </Group>
        </Stack>
        <ProfileActions type={type} profile={profile} action={action} />
      </Flex>
    </Paper>
  );
}

/**
 * What the visitor may do, as the server says (`can`), and the profile's short link to share. Other
 * features' actions come in through `action`, handed in by the router: Connect and Message (shown from
 * `profile.can.connect` and `profile.can.message`) and, for some types, add to compare.
 */
function ProfileActions({
  type,
  profile,
  action: Action,
}: {
  type: ProfileAccountType;
  profile: PublicProfile;
  action: Action | undefined;
}) {
  const shortLink = `${window.location.origin}${profile.shortUrl}`;
  // A connection can be asked to meet (the meetings feature's booking page) where the tenant has the calendar.
  const meetable = useTenant().features.calendar && profile.viewer === 'connection';
  return (
    <Group gap="xs">
      {Action ? (
        <Suspense fallback={null}>
          <Action profile={profile} />
        </Suspense>
      ) : null}
      {meetable ? (
        <Button
          component={Link}
          to={meetingRequestPath(profile.uuid)}
          variant="light"
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
        >
          Request a meeting
        </Button>
      ) : null}
      {profile.can.edit ? (
        <Button
          component={Link}
          to={mainSectionOf(type, profile.investorType).page}
          variant="default"
          leftSection={<IconEdit size={16} aria-hidden />}
        >
          Edit profile
        </Button>
      ) : null}
      <CopyButton value={shortLink} timeout={2500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Link copied' : shortLink} withArrow>
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconLink size={16} aria-hidden />}
              aria-live="polite"
            >
              {copied ? 'Link copied' : 'Copy link'}
            </Button>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
