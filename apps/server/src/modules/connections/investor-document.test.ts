import { limits } from '@ventura/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp, testClient, upload } from '../../../test/helpers.ts';
import { exe, filePart, pdf } from '../documents/test-files.ts';
import { attachmentSweepJob, createAttachmentSweep } from './attachments.ts';
import { cast } from './test-kit.ts';

let t: TestApp;
let g: Awaited<ReturnType<typeof graph>>;
let alpha: Awaited<ReturnType<typeof tenantGraph<'founder'>>>;
const graph = () =>
  tenantGraph(t, 'localhost', {
    founder: cast.founder,
    cofounder: cast.cofounder,
    investor: cast.investor,
    investor2: cast.investor2,
    mentor: { type: 'mentor', name: 'Meera Mentor', approvalStatus: 'approved' },
    seeker: { type: 'job_seeker', approvalStatus: 'approved' },
  });

beforeAll(async () => {
  t = await createTestApp();
  g = await graph();
  alpha = await tenantGraph(t, 'alpha.localhost', { founder: { type: 'startup', approvalStatus: 'approved' } });
});
afterAll(() => t.close());

const { api, rows } = testClient(() => t, 'localhost');
const uploadAs = (token: string, content: Buffer, filename = 'deck.pdf') =>
  upload(t.app, {
    host: 'localhost',
    url: '/api/v1/connections/upload/document',
    token,
    file: filePart(content, filename),
  });
const attachmentCount = async () => (await rows(sql`select count(*)::int as n from connection_attachments`))[0]?.n;
const fileKeyOf = async (uuid: string) =>
  String((await rows(sql`select file_key from connection_attachments where uuid = ${uuid}`))[0]?.file_key);
const investorRequest = (token: string, body: Record<string, unknown>) =>
  api('POST', '/connections/investor', token, body);
const download = (token: string | undefined, connectionUUID: string, host = 'localhost') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/connections/${connectionUUID}/document`,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

let documentUuid = '';
let requestUuid = '';

describe('a request to an investor with a document', () => {
  it('stores an upload checked by its bytes, as the uploader’s, and queues its removal in a day', async () => {
    const send = vi.spyOn(t.app.jobs, 'send');
    const res = await uploadAs(g.people.founder.token, pdf('Our deck'));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      fileName: 'Solar Sprout document.pdf',
      fileKind: 'pdf',
      fileSize: pdf('Our deck').length,
    });
    documentUuid = data.uuid;
    expect(send).toHaveBeenCalledWith(
      expect.anything(),
      attachmentSweepJob,
      { tenantId: g.tenant.id, uuid: documentUuid },
      { startAfterSeconds: 24 * 60 * 60 + 60 },
    );
    send.mockRestore();
    const key = await fileKeyOf(documentUuid);
    expect(key).toMatch(new RegExp(`^${g.tenant.id}/connection-attachments/[0-9a-f]{32}\\.pdf$`));
    // Never on the public files route.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/files/${key}`, headers: { host: 'localhost' } })).statusCode,
    ).toBe(404);
  });

  it('refuses what is not a document, a missing file, a file too large and a profile that cannot connect, storing nothing', async () => {
    const before = await attachmentCount();
    const notDocument = await uploadAs(g.people.founder.token, exe(), 'deck.pdf');
    expect(notDocument.statusCode).toBe(400);
    expect(notDocument.json().errors[0]).toMatch(/^file: /);
    const tooLarge = await uploadAs(
      g.people.founder.token,
      Buffer.concat([pdf(), Buffer.alloc(limits.documentSizeBytes + 1 - pdf().length)]),
    );
    expect(tooLarge.statusCode).toBe(413);
    const noFile = await upload(t.app, {
      host: 'localhost',
      url: '/api/v1/connections/upload/document',
      token: g.people.founder.token,
      parts: [{ name: 'note', content: 'no file here' }],
    });
    expect(noFile.statusCode).toBe(400);
    const seeker = await uploadAs(g.people.seeker.token, pdf());
    expect(seeker.statusCode).toBe(403);
    expect((await uploadAs('', pdf())).statusCode).toBe(401);
    expect(await attachmentCount()).toBe(before);
  });

  it('sends the request with the caller’s own unclaimed upload to an investor only', async () => {
    const { founder, cofounder, investor, investor2, mentor } = g.people;
    const others = (await uploadAs(cofounder.token, pdf('Not yours'))).json().data.uuid;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ profileUUID: investor.uuid, documentUUID: others }, 404, 'Document not found: upload it again'],
      [
        { profileUUID: mentor.uuid, documentUUID: documentUuid },
        400,
        'body.profileUUID: This profile is not an investor',
      ],
      [{ profileUUID: investor.uuid }, 400, 'body.documentUUID: Document ID is required'],
      [
        { profileUUID: investor.uuid, documentUUID: documentUuid, extra: 1 },
        400,
        'body: "extra" is not a field here: remove it',
      ],
      [{ profileUUID: alpha.people.founder.uuid, documentUUID: documentUuid }, 404, 'Profile not found'],
    ];
    for (const [body, status, error] of cases) {
      const res = await investorRequest(founder.token, body);
      expect([res.statusCode, res.json().errors]).toEqual([status, expect.arrayContaining([error])]);
    }
    expect(
      await rows(sql`select count(*)::int as n from connections where from_profile_id = ${founder.profileId}`),
    ).toEqual([{ n: 0 }]);

    const res = await investorRequest(founder.token, {
      profileUUID: investor.uuid,
      documentUUID: documentUuid,
      message: 'Deck attached',
    });
    expect(res.json().data).toMatchObject({ connectionStatus: 'pending', companyUUID: investor.uuid });
    requestUuid = res.json().data.connectionUUID;
    // One document, one request.
    const again = await investorRequest(founder.token, { profileUUID: investor2.uuid, documentUUID: documentUuid });
    expect([again.statusCode, again.json().errors]).toEqual([
      409,
      ['This document already went with another request: upload it again'],
    ]);
  });

  it('lets the investor, the sender and operators download it; anyone else finds no such request', async () => {
    const { founder, investor, cofounder, operator } = g.people;
    for (const token of [investor.token, founder.token, operator.token]) {
      const res = await download(token, requestUuid);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('attachment; filename="Solar Sprout document.pdf"');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(pdf('Our deck'))).toBe(true);
    }
    expect((await download(cofounder.token, requestUuid)).statusCode).toBe(404);
    expect((await download(undefined, requestUuid)).statusCode).toBe(401);
    expect((await download(alpha.people.operator.token, requestUuid, 'alpha.localhost')).statusCode).toBe(404);
    // A request without a document says so.
    const plain = await api('POST', '/connections/send/request', founder.token, { profileUUID: g.people.mentor.uuid });
    const none = await download(founder.token, plain.json().data.connectionUUID);
    expect([none.statusCode, none.json().message]).toEqual([404, 'This request carries no document']);
  });

  it('removes the document with a withdrawn request', async () => {
    const key = await fileKeyOf(documentUuid);
    expect(await t.app.storage.get(key)).not.toBeNull();
    expect((await api('DELETE', `/connections/${requestUuid}`, g.people.founder.token)).statusCode).toBe(200);
    expect(await rows(sql`select uuid from connection_attachments where uuid = ${documentUuid}`)).toEqual([]);
    expect(await t.app.storage.get(key)).toBeNull();
  });

  it('sweeps an upload no request took within a day, and only such an upload', async () => {
    const { founder, investor2 } = g.people;
    const stale = (await uploadAs(founder.token, pdf('stale'))).json().data.uuid;
    const fresh = (await uploadAs(founder.token, pdf('fresh'))).json().data.uuid;
    const claimed = (await uploadAs(founder.token, pdf('claimed'))).json().data.uuid;
    await investorRequest(founder.token, { profileUUID: investor2.uuid, documentUUID: claimed });
    await rows(
      sql`update connection_attachments set created_at = now() - interval '2 days' where uuid in (${stale}, ${claimed})`,
    );
    const staleKey = await fileKeyOf(stale);
    const sweep = createAttachmentSweep({ db: t.database.db, storage: t.app.storage, log: t.app.log });
    for (const uuid of [stale, fresh, claimed]) {
      await sweep.run({ tenantId: g.tenant.id, uuid }, { attempt: 1, lastAttempt: false });
    }
    const left = await rows(
      sql`select uuid from connection_attachments where uuid in (${stale}, ${fresh}, ${claimed})`,
    );
    expect(left.map((row) => row.uuid).sort()).toEqual([fresh, claimed].sort());
    expect(await t.app.storage.get(staleKey)).toBeNull();
    // Run again (a retry): nothing left to do, no error.
    await sweep.run({ tenantId: g.tenant.id, uuid: stale }, { attempt: 2, lastAttempt: true });
  });
});
