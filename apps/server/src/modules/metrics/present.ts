import {
  accountTypeLabels,
  isProfileAccountType,
  type MetricComment,
  type MetricPerson,
  type MetricType,
  type MetricUpdateRequest,
  type MetricValue,
  shownAsPerson,
} from '@ventura/shared';
import type { ProfileRow } from '../../platform/auth/sessions.ts';
import type { MetricTypeRow, MetricValueRow } from './repo.ts';
import type { metricComments, metricRequests } from './tables.ts';

type PersonProfile = Pick<ProfileRow, 'uuid' | 'accountType' | 'organizationName' | 'investorType' | 'avatar'>;

/** A profile as growth metrics show it: a person's name or the organisation's, with its type. */
export const presentPerson = (profile: PersonProfile, userName: string): MetricPerson => ({
  uuid: profile.uuid,
  name:
    isProfileAccountType(profile.accountType) && shownAsPerson(profile.accountType, profile.investorType)
      ? userName
      : (profile.organizationName ?? userName),
  accountType: profile.accountType,
  accountTypeLabel: accountTypeLabels[profile.accountType],
  organizationName: profile.organizationName,
  avatar: profile.avatar,
});

export const presentType = (row: MetricTypeRow): MetricType => ({
  key: row.key,
  name: row.name,
  unit: row.unit,
  period: row.period,
  required: row.required,
  position: row.position,
  retired: row.retiredAt !== null,
});

/** A period's first day back to how people write it: '2026-03', or '2026-Q1' for a quarterly type. */
export const periodName = (start: string, kind: MetricTypeRow['period']) => {
  const year = start.slice(0, 4);
  const month = Number(start.slice(5, 7));
  return kind === 'quarterly' ? `${year}-Q${Math.ceil(month / 3)}` : start.slice(0, 7);
};

export const presentValue = (row: MetricValueRow, type: MetricTypeRow): MetricValue => ({
  period: periodName(row.periodStart, type.period),
  value: row.value,
  note: row.note,
  status: row.status,
  updatedAt: row.updatedAt.toISOString(),
});

export const presentComment = (row: typeof metricComments.$inferSelect, author: MetricPerson): MetricComment => ({
  uuid: row.uuid,
  author,
  metric: row.metricKey,
  period: row.period,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

export const presentRequest = (
  row: typeof metricRequests.$inferSelect,
  reviewer: MetricPerson,
): MetricUpdateRequest => ({
  uuid: row.uuid,
  reviewer,
  message: row.message,
  metrics: row.metrics,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});
