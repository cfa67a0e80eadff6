import { limits } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, type TestApp, testClient, upload } from '../../../test/helpers.ts';
import { documentsClient } from './test-calls.ts';
import { docx, exe, filePart, pdf } from './test-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const host = 'localhost';
const { rows } = testClient(() => t, host);
const { storedFiles } = documentsClient(() => t, host);

const send = (who: Person | undefined, content: Buffer | string, on = host) =>
  upload(t.app, {
    host: on,
    url: '/api/v1/investors/upload/connection-document',
    ...(who ? { token: who.token } : {}),
    file: filePart(content, 'terms.pdf'),
  });
const get = (who: Person | undefined, url: string, on = host) =>
  call(t.app, { method: 'GET', host: on, url: `/api/v1${url}`, ...(who ? { token: who.token } : {}) });
const describeOf = (who: Person | undefined, investor: Person, on = host) =>
  get(who, `/investors/${investor.uuid}/connection-document`, on);
const downloadOf = (who: Person | undefined, investor: Person, on = host) =>
  get(who, `/investors/${investor.uuid}/connection-document/file`, on);
const remove = (who: Person) =>
  call(t.app, { method: 'DELETE', host, url: '/api/v1/investors/connection-document', token: who.token });
const stored = async (investor: Person) =>
  rows(sql`select file_kind, file_size from connection_documents where profile_id = ${investor.profileId}`);

const graph = () =>
  tenantGraph(t, host, {
    investor: { type: 'investor', approvalStatus: 'approved', organizationName: 'Northstar Ventures' },
    startup: { type: 'startup', approvalStatus: 'approved' },
    mentor: { type: 'mentor', approvalStatus: 'approved' },
  });

describe("an investor's connection document", () => {
  it('is uploaded by the investor, read by members who may connect, and replaced by a new upload', async () => {
    const { people } = await graph();
    expect((await describeOf(people.investor, people.investor)).json().data).toBeNull();

    const first = await send(people.investor, pdf('Term sheet'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      investor: { uuid: people.investor.uuid, name: 'Northstar Ventures' },
      file: { kind: 'pdf', name: 'Northstar Ventures connection document.pdf' },
      can: { replace: true, remove: true },
    });

    const seen = await describeOf(people.startup, people.investor);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ file: { kind: 'pdf' }, can: { replace: false, remove: false } });
    const got = await downloadOf(people.startup, people.investor);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toContain(
      'attachment; filename="Northstar Ventures connection document.pdf"',
    );
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(pdf('Term sheet'))).toBe(true);

    // A new upload replaces the row and the old file.
    const filesBefore = storedFiles();
    expect((await send(people.investor, docx())).statusCode).toBe(200);
    expect(await stored(people.investor)).toEqual([{ file_kind: 'docx', file_size: docx().length }]);
    expect(storedFiles().length).toBe(filesBefore.length);
    expect((await downloadOf(people.operator, people.investor)).headers['content-type']).toContain('wordprocessingml');
  });

  it('is removed by the investor, with its file', async () => {
    const { people } = await graph();
    const before = storedFiles();
    expect((await send(people.investor, pdf())).statusCode).toBe(200);
    expect(storedFiles().length).toBe(before.length + 1);
    expect((await remove(people.investor)).statusCode).toBe(200);
    expect(await stored(people.investor)).toEqual([]);
    expect(storedFiles()).toEqual(before);
    expect((await describeOf(people.startup, people.investor)).json().data).toBeNull();
    expect((await remove(people.investor)).statusCode).toBe(404);
  });

  it('refuses files that are not documents, too large, from anyone but an investor, or signed out: nothing stored', async () => {
    const { people } = await graph();
    const files = storedFiles();
    const bad = await send(people.investor, exe());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatch(/^file: This is a file of type EXE/);
    const large = await send(people.investor, Buffer.concat([pdf(), Buffer.alloc(limits.documentSizeBytes)]));
    expect(large.statusCode).toBe(413);
    expect(large.json().errors[0]).toMatch(/^file: File is larger than/);
    const notInvestor = await send(people.startup, pdf());
    expect([notInvestor.statusCode, notInvestor.json().message]).toEqual([
      403,
      'Only investors can upload a connection document',
    ]);
    expect((await send(undefined, pdf())).statusCode).toBe(401);
    const notMultipart = await call(t.app, {
      method: 'POST',
      host,
      url: '/api/v1/investors/upload/connection-document',
      token: people.investor.token,
      body: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(await stored(people.investor)).toEqual([]);
    expect(storedFiles()).toEqual(files);
  });

  it('is kept from those who may not connect with the investor, signed-out visitors and other tenants', async () => {
    const { tenant, people } = await graph();
    expect((await send(people.investor, pdf())).statusCode).toBe(200);
    expect((await describeOf(people.mentor, people.investor)).statusCode).toBe(200);
    // Where the tenant's matrix says mentors may not connect with investors, mentors do not see it.
    await rows(sql`update connection_matrix set can_connect = false
      where tenant_id = ${tenant.id} and profile_type = 'mentor' and other_profile_type = 'investor'`);
    t.app.tenants.clear();
    expect((await describeOf(people.mentor, people.investor)).statusCode).toBe(404);
    expect((await downloadOf(people.mentor, people.investor)).statusCode).toBe(404);
    expect((await describeOf(people.startup, people.investor)).statusCode).toBe(200);
    expect((await describeOf(undefined, people.investor)).statusCode).toBe(401);
    expect((await downloadOf(undefined, people.investor)).statusCode).toBe(401);
    // Another tenant's member, on their own host: the investor is not found there.
    const { people: alpha } = await tenantGraph(t, 'alpha.localhost', {
      startup: { type: 'startup', approvalStatus: 'approved' },
    });
    expect((await describeOf(alpha.startup, people.investor, 'alpha.localhost')).statusCode).toBe(404);
    expect((await downloadOf(alpha.startup, people.investor, 'alpha.localhost')).statusCode).toBe(404);
    // A startup's uuid is not an investor.
    expect((await describeOf(people.mentor, people.startup)).statusCode).toBe(404);
    // An investor that is no longer approved keeps its document from members, not from itself.
    await rows(sql`update profiles set approval_status = 'rejected' where id = ${people.investor.profileId}`);
    await t.app.identitySettled();
    expect((await describeOf(people.mentor, people.investor)).statusCode).toBe(404);
    expect((await describeOf(people.investor, people.investor)).statusCode).toBe(200);
  });
});
