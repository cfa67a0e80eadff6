import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGraph } from '../../../test/factory.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { countPendingDocuments } from './repo.ts';
import { base, documentsClient, inAWeek } from './test-calls.ts';
import { filePart, jpeg, pdf } from './test-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const host = 'localhost';
const { rows, ask, send, update, withdraw, download, list, requested, graph, storedFiles, row, auditOf, tenantIdOf } =
  documentsClient(() => t, host);

describe('program office application documents', () => {
  it('goes the whole way: request, upload, reject with a comment, upload again, accept', async () => {
    const { people } = await graph();
    const { office, startup } = people;
    const asked = await ask(office, {
      startupUuid: startup.uuid,
      title: 'Certificate of incorporation',
      description: 'A scan of the certificate, all pages',
      dueDate: inAWeek(),
      programCode: 'ACC-2027',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const created = asked.json().data;
    expect(created).toMatchObject({
      title: 'Certificate of incorporation',
      status: 'pending',
      dueDate: inAWeek(),
      programCode: 'ACC-2027',
      overdue: false,
      submissions: 0,
      file: null,
      office: { uuid: office.uuid, name: 'Northern Incubator' },
      startup: { uuid: startup.uuid, name: 'Leafy Labs' },
      can: { upload: false, accept: false, reject: false, edit: true, withdraw: true, download: false },
    });
    const id = String(created.uuid);

    const [asSeen] = (await list(startup, 'fetch-documents/1/20/pending')).json().data.items;
    expect(asSeen).toMatchObject({ uuid: id, can: { upload: true, accept: false, edit: false, withdraw: false } });

    const first = pdf('first version');
    const sent = await send(startup, id, filePart(first, 'certificate.pdf'));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      status: 'submitted',
      submissions: 1,
      file: {
        kind: 'pdf',
        contentType: 'application/pdf',
        size: first.length,
        name: 'Certificate of incorporation.pdf',
        url: `/api/v1${base}/documents/${id}/file`,
      },
      can: { upload: true, download: true, accept: false },
    });
    const firstKey = String((await row(id))?.file_key);

    const got = await download(office, id);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(first)).toBe(true);

    const rejected = await update(office, id, { action: 'reject', comment: 'Page 2 is missing' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reviewComment: 'Page 2 is missing',
      can: { accept: false, reject: false, edit: true },
    });
    const sentBack = (await list(startup, 'fetch-documents-rejected/1/10')).json().data;
    expect(sentBack.items.map((item: { uuid: string }) => item.uuid)).toEqual([id]);
    expect(sentBack.items[0].reviewComment).toBe('Page 2 is missing');
    expect(await countPendingDocuments(t.database.db, await tenantIdOf(host), startup.profileId)).toBe(1);

    const second = pdf('second version, both pages');
    const again = await send(startup, id, filePart(second));
    expect(again.json().data).toMatchObject({ status: 'submitted', submissions: 2, file: { size: second.length } });
    expect((await download(office, id)).rawPayload.equals(second)).toBe(true);
    expect(storedFiles()).not.toContain(firstKey);
    expect(storedFiles()).toContain(String((await row(id))?.file_key));

    const accepted = await update(office, id, { action: 'accept', comment: 'Thank you' });
    expect(accepted.json().data).toMatchObject({ status: 'accepted', reviewComment: 'Thank you' });
    expect(accepted.json().data.decidedAt).not.toBeNull();
    const startupView = (await list(startup, 'fetch-documents/1/20/accepted')).json().data.items[0];
    expect(startupView.can).toEqual({
      upload: false,
      accept: false,
      reject: false,
      edit: false,
      withdraw: false,
      download: true,
    });
    const late = await send(startup, id, filePart(pdf('too late')));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This document was accepted: it cannot be replaced');
    expect(await countPendingDocuments(t.database.db, await tenantIdOf(host), startup.profileId)).toBe(0);
    expect(await auditOf(id)).toEqual([
      'document.requested',
      'document.uploaded',
      'document.rejected',
      'document.uploaded',
      'document.accepted',
    ]);
  });

  it('edits a request while the startup owes the file, never under a file waiting for review', async () => {
    const { people } = await graph();
    const { office, startup } = people;
    const id = await requested(office, startup, { dueDate: inAWeek(), programCode: 'ACC-1' });
    const edited = await update(office, id, { action: 'edit', title: 'Pitch deck (10 slides)', dueDate: null });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      title: 'Pitch deck (10 slides)',
      description: 'Latest deck',
      dueDate: null,
      programCode: 'ACC-1',
    });
    await send(startup, id, filePart(pdf()));
    const underReview = await update(office, id, { action: 'edit', description: 'Another deck' });
    expect([underReview.statusCode, underReview.json().message]).toEqual([
      409,
      'The request can be changed only while the startup still owes a file',
    ]);
    await update(office, id, { action: 'reject', comment: 'Wrong deck' });
    const clarified = await update(office, id, { action: 'edit', description: 'The deck of March' });
    expect(clarified.json().data).toMatchObject({ status: 'rejected', description: 'The deck of March' });
    const twice = await update(office, id, { action: 'reject', comment: 'Again' });
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      'This document was rejected: wait for the startup to upload it again',
    ]);
    const nothingYet = await update(office, await requested(office, startup), { action: 'accept' });
    expect([nothingYet.statusCode, nothingYet.json().message]).toEqual([409, 'There is no file to review yet']);
    expect((await auditOf(id)).filter((action) => action === 'document.edited')).toHaveLength(2);
  });

  it('withdraws a request with the file sent for it', async () => {
    const { people } = await graph();
    const id = await requested(people.office, people.startup);
    await send(people.startup, id, filePart(await jpeg(), 'scan.jpg', 'image/jpeg'));
    const key = String((await row(id))?.file_key);
    expect(storedFiles()).toContain(key);
    const res = await withdraw(people.office, id);
    expect(res.json()).toEqual({ message: 'The document request was withdrawn' });
    expect(await row(id)).toBeUndefined();
    expect(storedFiles()).not.toContain(key);
    expect((await download(people.startup, id)).statusCode).toBe(404);
    expect((await withdraw(people.office, id)).statusCode).toBe(404);
    expect(await auditOf(id)).toEqual(['document.requested', 'document.uploaded', 'document.withdrawn']);
  });

  it('lists by state a page at a time, narrows to one counterpart, and shows each side only its own', async () => {
    const { people } = await tenantGraph(t, host, {
      office: { type: 'program_office', approvalStatus: 'approved' },
      otherOffice: { type: 'program_office', approvalStatus: 'approved' },
      first: { type: 'startup' },
      second: { type: 'startup' },
      mentor: { type: 'mentor' },
    });
    const { office, first, second } = people;
    const ids = [await requested(office, first), await requested(office, first), await requested(office, second)];
    const theirs = await requested(people.otherOffice, first);
    await send(first, ids[0] ?? '', filePart(pdf()));
    const uuids = (res: { json: () => { data: { items: Array<{ uuid: string }> } } }) =>
      res.json().data.items.map((item) => item.uuid);

    const page1 = await list(office, 'fetch-documents/1/2');
    expect(page1.json().data).toMatchObject({ total: 3, pageNumber: 1, limit: 2 });
    expect(uuids(page1)).toEqual([ids[2], ids[1]]);
    expect(uuids(await list(office, 'fetch-documents/2/2/all'))).toEqual([ids[0]]);
    expect(uuids(await list(office, 'fetch-documents/1/20/submitted'))).toEqual([ids[0]]);
    expect(uuids(await list(office, `fetch-documents/1/20?profileUuid=${second.uuid}`))).toEqual([ids[2]]);
    expect(uuids(await list(first, 'fetch-documents/1/20'))).toEqual([theirs, ids[1], ids[0]]);
    expect(uuids(await list(first, `fetch-documents/1/20/pending?profileUuid=${office.uuid}`))).toEqual([ids[1]]);
    expect(uuids(await list(second, 'fetch-documents/1/20'))).toEqual([ids[2]]);
    expect(uuids(await list(people.otherOffice, 'fetch-documents/1/20'))).toEqual([theirs]);
    const all = uuids(await list(people.operator, 'fetch-documents/1/100'));
    expect(all).toEqual(expect.arrayContaining([...ids, theirs]));

    const mentor = await list(people.mentor, 'fetch-documents/1/20');
    expect([mentor.statusCode, mentor.json().message]).toEqual([
      403,
      'Application documents are for program offices and startups',
    ]);
    expect((await list(undefined, 'fetch-documents/1/20')).statusCode).toBe(401);
    const { people: alpha } = await tenantGraph(t, 'alpha.localhost', {
      office: { type: 'program_office', approvalStatus: 'approved' },
    });
    const elsewhere = await list(alpha.operator, 'fetch-documents/1/100', 'alpha.localhost');
    expect(uuids(elsewhere)).not.toEqual(expect.arrayContaining([ids[0]]));
    expect(await countPendingDocuments(t.database.db, await tenantIdOf(host), first.profileId)).toBe(2);
  });

  it('lets team members act for their office and for their startup', async () => {
    const { people } = await tenantGraph(t, host, {
      office: { type: 'program_office', approvalStatus: 'approved' },
      colleague: { type: 'program_office', approvalStatus: 'approved' },
      startup: { type: 'startup' },
      cofounder: { type: 'startup' },
    });
    // Made members before their first request, so their sessions read the change.
    await rows(
      sql`update profiles set parent_id = ${people.office.profileId} where id = ${people.colleague.profileId}`,
    );
    await rows(
      sql`update profiles set parent_id = ${people.startup.profileId} where id = ${people.cofounder.profileId}`,
    );
    const asked = await ask(people.colleague, { startupUuid: people.cofounder.uuid, title: 'Deck', description: 'D' });
    expect(asked.json().data).toMatchObject({
      office: { uuid: people.office.uuid },
      startup: { uuid: people.startup.uuid },
    });
    const id = String(asked.json().data.uuid);
    expect((await send(people.cofounder, id, filePart(pdf()))).statusCode).toBe(200);
    expect((await update(people.office, id, { action: 'accept' })).json().data.status).toBe('accepted');
    expect((await download(people.startup, id)).statusCode).toBe(200);
  });

  it('documents every route, the upload as a multipart form', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith(`/api/v1${base}/`) && /document/.test(p));
    expect(paths.sort()).toEqual(
      [
        '/api/v1/program_office_members/submit-document',
        '/api/v1/program_office_members/{id}/upload-document',
        '/api/v1/program_office_members/fetch-documents/{pageNumber}/{limit}/{status}?',
        '/api/v1/program_office_members/fetch-documents-rejected/{pageNumber}/{limit}',
        '/api/v1/program_office_members/update-document/{id}',
        '/api/v1/program_office_members/delete-document/{id}',
        '/api/v1/program_office_members/documents/{id}/file',
      ].sort(),
    );
    const form = doc.paths[`/api/v1${base}/{id}/upload-document`].post.requestBody.content;
    expect(Object.keys(form)).toEqual(['multipart/form-data']);
    expect(form['multipart/form-data'].schema).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
  });
});
