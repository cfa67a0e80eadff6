import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/tables.ts';
import { sessions } from '../../platform/auth/tables.ts';
import { profiles } from '../../platform/identity/tables.ts';
import { challengeParticipants, challenges } from '../challenges/tables.ts';
import { eventRegistrations, events } from '../events/tables.ts';
import { formFiles } from '../forms/tables.ts';
import { ticketFiles, ticketMessages, tickets } from '../helpdesk/tables.ts';
import { hiringProfiles, jobApplications, jobs } from '../jobs/tables.ts';
import { meetings } from '../meetings/tables.ts';
import { metricTypes, metricValues } from '../metrics/tables.ts';
import { programApplications, programDocuments, programs } from '../programs/tables.ts';
import {
  afterId,
  fileRef,
  fileRefs,
  ownProfiles,
  type Part,
  paged,
  pageSize,
  type Row,
  rowsOf,
  type StoredRef,
} from './part-kit.ts';

/* The parts about what the member did: applications, registrations, meetings, metrics, tickets, sign-ins. */

export const jobApplicationPart: Part = {
  key: 'job-applications',
  label: 'Job applications',
  about: 'The jobs you applied to, with what you sent and your resume.',
  pages: (db, scope, files) =>
    paged(async (last) => {
      const rows = await rowsOf(
        db,
        sql`select a.id::text as cursor, a.uuid, j.title as "job", h.company_name as "company", a.name, a.email, a.phone,
                   a.cover_letter as "coverLetter", a.resume, a.status, a.created_at as "appliedAt"
              from ${jobApplications} a
              join ${jobs} j on j.tenant_id = a.tenant_id and j.id = a.job_id
              join ${hiringProfiles} h on h.tenant_id = j.tenant_id and h.id = j.hiring_profile_id
             where a.tenant_id = ${scope.tenantId} and a.applicant_user_id = ${scope.userId} and a.id > ${afterId(last)}
             order by a.id limit ${pageSize}`,
      );
      return rows.map((row) => ({ ...row, resume: fileRef(files, 'job-applications', row.resume as StoredRef) }));
    }),
};

export const challengeApplications: Part = {
  key: 'challenge-applications',
  label: 'Challenge applications',
  about: 'Your applications to corporate challenges: the pitch, the answers and the files.',
  pages: (db, scope, files) =>
    paged(async (last) => {
      const rows = await rowsOf(
        db,
        sql`select cp.id::text as cursor, cp.uuid, ch.title as "challenge", cp.pitch, cp.answers, cp.files, cp.status,
                   cp.created_at as "appliedAt"
              from ${challengeParticipants} cp
              join ${challenges} ch on ch.tenant_id = cp.tenant_id and ch.id = cp.challenge_id
             where cp.tenant_id = ${scope.tenantId} and cp.startup_profile_id in ${ownProfiles(scope)}
               and cp.id > ${afterId(last)}
             order by cp.id limit ${pageSize}`,
      );
      return rows.map((row) => ({ ...row, files: fileRefs(files, 'challenge-applications', row.files) }));
    }),
};

export const programApplicationPart: Part = {
  key: 'program-applications',
  label: 'Program applications',
  about: 'Your applications to programs with every answer, the documents you sent, and the files of your forms.',
  pages: (db, scope, files) =>
    paged(async (last) => {
      const rows = await rowsOf(
        db,
        sql`select a.id::text as cursor, a.uuid, pr.title as "program", a.status, a.stage, a.answers,
                   a.created_at as "startedAt", a.submitted_at as "submittedAt", a.decided_at as "decidedAt",
                   (select coalesce(json_agg(json_build_object('title', d.title, 'status', d.status,
                            'name', d.file_name, 'kind', d.file_kind, 'size', d.file_size, 'key', d.file_key) order by d.id), '[]'::json)
                      from (select * from ${programDocuments} d where d.tenant_id = a.tenant_id and d.application_id = a.id
                             order by d.id limit 100) d) as "documents"
              from ${programApplications} a
              join ${programs} pr on pr.tenant_id = a.tenant_id and pr.id = a.program_id
             where a.tenant_id = ${scope.tenantId}
               and (a.user_id = ${scope.userId} or a.profile_id in ${ownProfiles(scope)})
               and a.id > ${afterId(last)}
             order by a.id limit ${pageSize}`,
      );
      return rows.map((row) => ({
        ...row,
        documents: (Array.isArray(row.documents) ? (row.documents as (StoredRef & Row)[]) : []).map(
          ({ key, name, kind, size, ...document }) => ({
            ...document,
            ...(fileRef(files, 'program-documents', { key, name, kind, size }) ?? { name, file: null }),
          }),
        ),
      }));
    }),
};

export const formFilePart: Part = {
  key: 'form-files',
  label: 'Form files',
  about: 'Files you uploaded into forms (program applications, profile forms); answers name them by their uuid.',
  pages: (db, scope, files) =>
    paged(async (last) => {
      const rows = await rowsOf(
        db,
        sql`select id::text as cursor, uuid, name, kind, size, key, created_at as "uploadedAt"
              from ${formFiles}
             where tenant_id = ${scope.tenantId} and uploader_profile_id in ${ownProfiles(scope)}
               and claimed_at is not null and id > ${afterId(last)}
             order by id limit ${pageSize}`,
      );
      return rows.map(({ key, ...row }) => ({
        ...row,
        file: files.add(String(key), 'forms', `${row.uuid}-${row.name}`),
      }));
    }),
};

export const eventRegistrationPart: Part = {
  key: 'event-registrations',
  label: 'Event registrations',
  about: 'The events you registered for, with your answers and chosen slots.',
  pages: (db, scope) =>
    paged((last) =>
      rowsOf(
        db,
        sql`select r.id::text as cursor, r.uuid, e.title as "event", e.starts_at as "eventStartsAt",
                   e.ends_at as "eventEndsAt", r.name, r.email, r.response_action as "response",
                   r.slot_starts_at as "slotStartsAt", r.slot_ends_at as "slotEndsAt",
                   r.meeting_agenda as "meetingAgenda", r.answers, r.created_at as "registeredAt"
              from ${eventRegistrations} r
              join ${events} e on e.tenant_id = r.tenant_id and e.id = r.event_id
             where r.tenant_id = ${scope.tenantId} and r.profile_id in ${ownProfiles(scope)} and r.id > ${afterId(last)}
             order by r.id limit ${pageSize}`,
      ),
    ),
};

export const meetingPart: Part = {
  key: 'meetings',
  label: 'Meetings',
  about: 'Meetings you organised or were invited to: with whom, when, the agenda and the outcome.',
  pages: (db, scope) =>
    paged((last) =>
      rowsOf(
        db,
        sql`select m.id::text as cursor, m.uuid, m.type, m.mode,
                   case when m.organizer_profile_id in ${ownProfiles(scope)} then 'organizer' else 'attendee' end as "role",
                   case when m.organizer_profile_id in ${ownProfiles(scope)} then m.attendee_name
                        else (select p.display_name from ${profiles} p
                               where p.tenant_id = m.tenant_id and p.id = m.organizer_profile_id) end as "with",
                   m.starts_at as "startsAt", m.ends_at as "endsAt", m.time_zone as "timeZone", m.agenda, m.status,
                   m.note, m.outcome, m.outcome_note as "outcomeNote", m.created_at as "createdAt"
              from ${meetings} m
             where m.tenant_id = ${scope.tenantId}
               and (m.organizer_profile_id in ${ownProfiles(scope)} or m.attendee_profile_id in ${ownProfiles(scope)})
               and m.id > ${afterId(last)}
             order by m.id limit ${pageSize}`,
      ),
    ),
};

export const growthMetrics: Part = {
  key: 'growth-metrics',
  label: 'Growth metrics',
  about: 'The growth metrics your startup entered, period by period.',
  pages: (db, scope) =>
    paged((last) =>
      rowsOf(
        db,
        sql`select v.startup_profile_id as "_profile", v.metric_type_id as "_type", v.period_start::text as "period",
                   t.name as "metric", t.unit, v.value, v.note, v.status, v.updated_at as "updatedAt"
              from ${metricValues} v
              join ${metricTypes} t on t.tenant_id = v.tenant_id and t.id = v.metric_type_id
             where v.tenant_id = ${scope.tenantId} and v.startup_profile_id in ${ownProfiles(scope)}
               and (v.startup_profile_id, v.metric_type_id, v.period_start) >
                   (${last ? Number(last._profile) : 0}, ${last ? Number(last._type) : 0},
                    ${last ? String(last.period) : '0001-01-01'}::date)
             order by v.startup_profile_id, v.metric_type_id, v.period_start limit ${pageSize}`,
      ),
    ),
};

export const ticketPart: Part = {
  key: 'tickets',
  label: 'Helpdesk tickets',
  about: 'The helpdesk tickets you raised, with the conversation (not the team’s internal notes) and your files.',
  pages: (db, scope, files) =>
    paged(async (last) => {
      const rows = await rowsOf(
        db,
        sql`select t.id::text as cursor, t.number, t.subject, t.description, t.status, t.created_at as "createdAt",
                   t.resolved_at as "resolvedAt", t.closed_at as "closedAt", t.rating, t.rating_comment as "ratingComment",
                   (select coalesce(json_agg(json_build_object('from',
                            case when m.author_user_id = t.raised_by_user_id then 'you' else 'support' end,
                            'body', m.body, 'at', m.created_at) order by m.id), '[]'::json)
                      from (select * from ${ticketMessages} m where m.tenant_id = t.tenant_id and m.ticket_id = t.id
                               and not m.internal order by m.id limit 500) m) as "messages",
                   (select coalesce(json_agg(json_build_object('key', f.storage_key, 'name', f.file_name,
                            'kind', f.kind, 'size', f.size) order by f.id), '[]'::json)
                      from (select * from ${ticketFiles} f where f.tenant_id = t.tenant_id and f.ticket_id = t.id
                             order by f.id limit 100) f) as "files"
              from ${tickets} t
             where t.tenant_id = ${scope.tenantId} and t.raised_by_user_id = ${scope.userId} and t.id > ${afterId(last)}
             order by t.id limit ${pageSize}`,
      );
      return rows.map((row) => ({ ...row, files: fileRefs(files, 'tickets', row.files) }));
    }),
};

export const signIns: Part = {
  key: 'sign-ins',
  label: 'Sign-ins',
  about: 'Your sign-ins (sessions): when each began, was last used and ended; those an operator opened as you say so.',
  pages: async function* (db, scope) {
    const rows = await db
      .select({
        signedInAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        endedAt: sessions.revokedAt,
        byOperator: sql<boolean>`${sessions.impersonatorId} is not null`,
      })
      .from(sessions)
      .where(and(eq(sessions.tenantId, scope.tenantId), eq(sessions.userId, scope.userId)))
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(pageSize);
    if (rows.length > 0) yield rows;
  },
};

export const accountActivity: Part = {
  key: 'account-activity',
  label: 'Account activity',
  about: 'The platform’s audit entries about your account and profiles (the newest 500): what was done, and when.',
  pages: async function* (db, scope) {
    const subjects = [scope.userId, ...scope.profileUuids];
    const rows = await rowsOf(
      db,
      sql`select action, subject_type as "subjectType", created_at as "at", ip
            from ${auditLog}
           where tenant_id = ${scope.tenantId}
             and (actor_user_id = ${scope.userId}
                  or subject_id in (${sql.join(
                    subjects.map((s) => sql`${s}`),
                    sql`, `,
                  )}))
           order by id desc limit ${pageSize}`,
    );
    if (rows.length > 0) yield rows;
  },
};
