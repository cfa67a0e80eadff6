import { Avatar, ThemeIcon } from '@mantine/core';
import {
  IconAlarm,
  IconAt,
  IconBriefcase,
  IconBulb,
  IconCalendarCheck,
  IconCalendarEvent,
  IconCalendarPlus,
  IconCalendarX,
  IconCertificate,
  IconChartArrows,
  IconChartBar,
  IconChartLine,
  IconClipboardCheck,
  IconCreditCardOff,
  IconDoorEnter,
  IconFlag,
  IconFlagCheck,
  IconGift,
  IconHeartHandshake,
  IconLifebuoy,
  IconMessage,
  IconMessageChatbot,
  IconMessageCircle,
  IconMessageReply,
  IconMovie,
  IconMovieOff,
  IconReceipt,
  IconReceiptOff,
  IconRocket,
  IconSchool,
  IconShieldCheck,
  IconSpeakerphone,
  IconTargetArrow,
  IconTicket,
  IconTrophy,
  IconUserCheck,
  IconUserPlus,
  IconUserSearch,
  IconUserX,
} from '@tabler/icons-react';
import { NotificationKind, notificationIcons } from '@ventura/shared';
import type { ComponentType } from 'react';
import { iconImage } from '../present.ts';

const icons: Record<NotificationKind, ComponentType<{ size?: number }>> = {
  connection_requested: IconUserPlus,
  connection_accepted: IconUserCheck,
  connection_rejected: IconUserX,
  connection_moderation: IconShieldCheck,
  message_notification_received: IconMessage,
  platform: IconSpeakerphone,
  community_mention: IconAt,
  community_comment: IconMessageCircle,
  community_reply: IconMessageReply,
  job_application_status: IconBriefcase,
  job_interview: IconCalendarEvent,
  job_applicant: IconUserSearch,
  challenge_status: IconTrophy,
  challenge_participant: IconTargetArrow,
  program_application_status: IconRocket,
  program_applicant: IconClipboardCheck,
  meeting_request: IconCalendarPlus,
  meeting_update: IconCalendarEvent,
  meeting_reminder: IconAlarm,
  mentor_session: IconSchool,
  event_registration: IconTicket,
  event_update: IconCalendarEvent,
  event_reminder: IconAlarm,
  metrics_reminder: IconChartLine,
  metrics_update_requested: IconChartArrows,
  metrics_comment: IconMessageChatbot,
  metrics_submitted: IconChartBar,
  pitch_ready: IconMovie,
  pitch_failed: IconMovieOff,
  certificate_issued: IconCertificate,
  perk_claimed: IconGift,
  ticket_reply: IconLifebuoy,
  ticket_status: IconLifebuoy,
  booking_requested: IconDoorEnter,
  booking_decided: IconCalendarCheck,
  booking_cancelled: IconCalendarX,
  ip_stage: IconBulb,
  milestone_submitted: IconFlag,
  milestone_reviewed: IconFlagCheck,
  milestone_overdue: IconFlag,
  payment_received: IconReceipt,
  payment_failed: IconCreditCardOff,
  membership_ended: IconReceiptOff,
  match_digest: IconHeartHandshake,
};

/** The icons the server names (notificationIcons), each drawn as its kind's is. */
const named = new Map<string, ComponentType<{ size?: number }>>(
  NotificationKind.options.map((kind) => [notificationIcons[kind], icons[kind]]),
);

/**
 * A notification's icon: the image it names, else the icon it names, else the icon of its kind.
 * Decorative: the text says it all.
 */
export function KindIcon({ kind, icon, size = 36 }: { kind: NotificationKind; icon: string | null; size?: number }) {
  const image = iconImage(icon);
  if (image) return <Avatar src={image} size={size} radius="xl" alt="" aria-hidden />;
  const Icon = (icon ? named.get(icon) : undefined) ?? icons[kind];
  return (
    <ThemeIcon variant="light" size={size} radius="xl" aria-hidden>
      <Icon size={Math.round(size * 0.55)} />
    </ThemeIcon>
  );
}
