/*
 * The calls the documents tests make, as the web would send them on one host, and what the server holds
 * afterwards (rows, audit entries, stored files). The test app is asked for at each call, as test files
 * build it in `beforeAll`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Person, tenantGraph } from '../../../test/factory.ts';
import { call, type FormPart, type TestApp, testClient, upload } from '../../../test/helpers.ts';

export const base = '/program_office_members';
export const notADocument = 'Only PDF, Word, Excel, PowerPoint, PNG or JPEG files can be uploaded';
export const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

const tokenOf = (who: Person | undefined) => (who ? { token: who.token } : {});

export const documentsClient = (app: () => TestApp, host = 'localhost') => {
  const { rows } = testClient(app, host);
  const ask = (who: Person | undefined, body: Record<string, unknown>, on = host) =>
    call(app().app, { method: 'POST', host: on, url: `/api/v1${base}/submit-document`, body, ...tokenOf(who) });
  const send = (who: Person | undefined, id: string, part: FormPart | FormPart[], on = host) =>
    upload(app().app, {
      host: on,
      url: `/api/v1${base}/${id}/upload-document`,
      ...tokenOf(who),
      ...(Array.isArray(part) ? { parts: part } : { file: part }),
    });
  const update = (who: Person | undefined, id: string, body: Record<string, unknown>, on = host) =>
    call(app().app, { method: 'PUT', host: on, url: `/api/v1${base}/update-document/${id}`, body, ...tokenOf(who) });
  const withdraw = (who: Person | undefined, id: string, on = host) =>
    call(app().app, { method: 'DELETE', host: on, url: `/api/v1${base}/delete-document/${id}`, ...tokenOf(who) });
  const download = (who: Person | undefined, id: string, on = host) =>
    call(app().app, { method: 'GET', host: on, url: `/api/v1${base}/documents/${id}/file`, ...tokenOf(who) });
  const list = (who: Person | undefined, segments: string, on = host) =>
    call(app().app, { method: 'GET', host: on, url: `/api/v1${base}/${segments}`, ...tokenOf(who) });

  /** A request from the office to the startup, answered 200; its uuid. */
  const requested = async (office: Person, startup: Person, extra: Record<string, unknown> = {}) => {
    const res = await ask(office, {
      startupUuid: startup.uuid,
      title: 'Pitch deck',
      description: 'Latest deck',
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return String(res.json().data.uuid);
  };

  /** An approved office and a startup, named as the web shows them. */
  const graph = () =>
    tenantGraph(app(), host, {
      office: { type: 'program_office', approvalStatus: 'approved', organizationName: 'Northern Incubator' },
      startup: { type: 'startup', organizationName: 'Leafy Labs' },
    });

  /** Every file in the test app's uploads folder, sorted. */
  const storedFiles = () => {
    const root = app().app.config.uploadsDir;
    if (!fs.existsSync(root)) return [];
    return fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
      .sort();
  };
  const row = async (uuid: string) => (await rows(sql`select * from document_requests where uuid = ${uuid}`))[0];
  const requestCount = async () => Number((await rows('select count(*)::int as n from document_requests'))[0]?.n);
  const auditOf = async (uuid: string) =>
    (await rows(sql`select action from audit_log where subject_id = ${uuid} order by id`)).map((r) => r.action);
  const tenantIdOf = async (on = host) =>
    String((await rows(sql`select tenant_id from tenant_hosts where host = ${on}`))[0]?.tenant_id);

  return {
    rows,
    ask,
    send,
    update,
    withdraw,
    download,
    list,
    requested,
    graph,
    storedFiles,
    row,
    requestCount,
    auditOf,
    tenantIdOf,
  };
};
