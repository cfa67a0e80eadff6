import { limits } from '@ventura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { documentsClient, notADocument } from './test-calls.ts';
import { doc, docm, docWithMacros, docx, exe, filePart, jpeg, pdf, png, pptx, xls, xlsx, zip } from './test-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const host = 'localhost';
const { send, download, requested, graph, storedFiles, row, auditOf, tenantIdOf } = documentsClient(() => t, host);

describe('the files of application documents', () => {
  it('takes PDF, Word (.doc, .docx), Excel, PowerPoint, PNG and JPEG by their bytes, whatever the name says', async () => {
    const { people } = await graph();
    const id = await requested(people.office, people.startup);
    const files = storedFiles();
    const kinds: Array<[string, Buffer, string]> = [
      ['pdf', pdf(), 'application/pdf'],
      ['doc', doc(), 'application/msword'],
      ['docx', docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['xlsx', xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['pptx', pptx(), 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
      ['png', await png(), 'image/png'],
      ['jpg', await jpeg(), 'image/jpeg'],
    ];
    for (const [kind, bytes, contentType] of kinds) {
      // Named and declared as something else: only the bytes count.
      const res = await send(people.startup, id, filePart(bytes, 'upload.bin', 'application/octet-stream'));
      expect([kind, res.statusCode, res.json().data?.file?.kind]).toEqual([kind, 200, kind]);
      const got = await download(people.startup, id);
      expect([kind, got.headers['content-type']]).toEqual([kind, contentType]);
      expect(got.headers['content-disposition']).toBe(
        `attachment; filename="Pitch deck.${kind}"; filename*=UTF-8''Pitch%20deck.${kind}`,
      );
      expect(got.rawPayload.equals(bytes)).toBe(true);
    }
    // Each upload replaced the one before: only the last is left.
    expect(storedFiles().filter((file) => !files.includes(file))).toEqual([String((await row(id))?.file_key)]);
  });

  it('refuses a file that is not an allowed kind by its bytes, naming file and storing nothing', async () => {
    const { people } = await graph();
    const id = await requested(people.office, people.startup);
    const before = await row(id);
    const files = storedFiles();
    const cases: Array<[string, Buffer | string, RegExp]> = [
      ['an executable named .pdf', exe(), /^file: This is a file of type EXE, not a PDF/],
      ['text named .pdf', 'Just some words, not a PDF at all\n'.repeat(10), /^file: This file is not a PDF/],
      ['a plain zip named .docx', zip([['notes.txt', 'hello']]), /^file: This is a file of type ZIP/],
      ['a Word file with macros (.docm)', docm(), /^file: Files with macros are not accepted/],
      ['an old Word file with macros', docWithMacros(), /^file: Files with macros are not accepted/],
      ['an old Excel file', xls(), /^file: This is an old Office file but not a Word document/],
      ['a damaged old Office file', doc().subarray(0, 700), /^file: The file could not be read/],
      ['an HTML page', '<!doctype html><script>alert(1)</script>', /^file: This file is not a PDF/],
      ['an empty file', Buffer.alloc(0), /^file: The file is empty$/],
    ];
    for (const [what, content, problem] of cases) {
      const res = await send(people.startup, id, filePart(content));
      expect([what, res.statusCode]).toEqual([what, 400]);
      expect([what, res.json().message]).toEqual([what, notADocument]);
      expect([what, res.json().errors]).toEqual([what, [expect.stringMatching(problem)]]);
    }
    expect(await row(id)).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });

  it(`refuses a file over ${limits.documentSizeBytes / 1024 / 1024} MB with 413, and stores nothing`, async () => {
    const { people } = await graph();
    const id = await requested(people.office, people.startup);
    const files = storedFiles();
    const big = Buffer.concat([pdf(), Buffer.alloc(limits.documentSizeBytes + 1 - pdf().length)]);
    const res = await send(people.startup, id, filePart(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'File is too large', errors: ['file: File is larger than 10240 KB'] });
    expect((await row(id))?.status).toBe('pending');
    expect(storedFiles()).toEqual(files);
    const atTheLimit = Buffer.concat([pdf(), Buffer.alloc(limits.documentSizeBytes - pdf().length)]);
    expect((await send(people.startup, id, filePart(atTheLimit))).statusCode).toBe(200);
  });

  it('serves the file only to the office that asked, the startup and operators, as an attachment', async () => {
    const { people } = await tenantGraph(t, host, {
      office: { type: 'program_office', approvalStatus: 'approved' },
      startup: { type: 'startup' },
      otherOffice: { type: 'program_office', approvalStatus: 'approved' },
      otherStartup: { type: 'startup' },
      mentor: { type: 'mentor', approvalStatus: 'approved' },
    });
    const id = await requested(people.office, people.startup, { title: 'Financials "FY26" / Q1 – draft' });
    expect((await download(people.startup, id)).json()).toEqual({
      message: 'No file has been uploaded for this request yet',
      errors: ['No file has been uploaded for this request yet'],
    });
    const bytes = await png();
    expect((await send(people.startup, id, filePart(bytes, 'x.png', 'image/png'))).statusCode).toBe(200);

    for (const who of [people.office, people.startup, people.operator]) {
      const got = await download(who, id);
      expect(got.statusCode).toBe(200);
      expect(got.headers).toMatchObject({
        'content-type': 'image/png',
        'content-disposition': `attachment; filename="Financials FY26 Q1 _ draft.png"; filename*=UTF-8''Financials%20FY26%20Q1%20%E2%80%93%20draft.png`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'content-security-policy': "default-src 'none'; sandbox",
      });
      expect(got.rawPayload.equals(bytes)).toBe(true);
    }
    // Operators are no party to it: their downloads are recorded.
    expect((await auditOf(id)).filter((action) => action === 'document.downloaded')).toHaveLength(1);

    const { people: alpha } = await tenantGraph(t, 'alpha.localhost', {
      office: { type: 'program_office', approvalStatus: 'approved' },
    });
    const refused: Array<[string, Person | undefined, number, string?]> = [
      ['another office', people.otherOffice, 404],
      ['another startup', people.otherStartup, 404],
      ['a mentor', people.mentor, 404],
      ['signed out', undefined, 401],
      ['another tenant’s office', alpha.office, 404, 'alpha.localhost'],
      ['another tenant’s operator', alpha.operator, 404, 'alpha.localhost'],
    ];
    for (const [what, who, status, on] of refused) {
      const res = await download(who, id, on);
      expect([what, res.statusCode, res.headers['content-type']]).toEqual([
        what,
        status,
        'application/json; charset=utf-8',
      ]);
    }

    // Kept beside the public files, where the public files route cannot reach it.
    const key = String((await row(id))?.file_key);
    const tenantId = await tenantIdOf(host);
    expect(key).toMatch(new RegExp(`^${tenantId}/documents/[0-9a-f]{32}\\.png$`));
    const name = key.slice(key.lastIndexOf('/') + 1);
    for (const url of [
      `/api/v1/files/${tenantId}/documents/${name}`,
      `/api/v1/files/${tenantId}/documents%2F${name}`,
      `/api/v1/files/${tenantId}/${name}`,
    ]) {
      const res = await call(t.app, { method: 'GET', host, url });
      expect([url, [400, 404].includes(res.statusCode)]).toEqual([url, true]);
    }
  });

  it('counts uploads per person: 30 an hour, refused ones too', async () => {
    const { people } = await graph();
    const id = await requested(people.office, people.startup);
    for (let i = 0; i < 30; i++) {
      expect((await send(people.startup, id, filePart('not a document'))).statusCode).toBe(400);
    }
    const res = await send(people.startup, id, filePart(pdf()));
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many uploads. Please try again in an hour.');
    expect((await row(id))?.status).toBe('pending');
  });
});
