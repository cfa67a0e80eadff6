import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, tenantGraph } from '../../../test/factory.ts';
import { call, createTestApp, type FormPart, type TestApp } from '../../../test/helpers.ts';
import { base, documentsClient } from './test-calls.ts';
import { filePart, pdf } from './test-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const host = 'localhost';
const { rows, ask, send, update, withdraw, download, list, requested, graph, storedFiles, row, requestCount } =
  documentsClient(() => t, host);

describe('who may do what with application documents', () => {
  it('refuses bad input on every write with 400 naming the field, and stores nothing', async () => {
    const { people } = await graph();
    const { office, startup } = people;
    const id = await requested(office, startup);
    const count = await requestCount();
    const before = await row(id);
    const good = { startupUuid: startup.uuid, title: 'Deck', description: 'The deck' };
    const asks: Array<[Record<string, unknown>, string]> = [
      [{ ...good, title: undefined }, 'body.title'],
      [{ ...good, title: '   ' }, 'body.title'],
      [{ ...good, title: 'x'.repeat(121) }, 'body.title'],
      [{ ...good, description: 'x'.repeat(2001) }, 'body.description'],
      [{ ...good, startupUuid: 'not-a-uuid' }, 'body.startupUuid'],
      [{ ...good, dueDate: '2020-01-01' }, 'body.dueDate'],
      [{ ...good, dueDate: '2027-02-30' }, 'body.dueDate'],
      [{ ...good, programCode: 'has spaces' }, 'body.programCode'],
      [{ ...good, status: 'accepted' }, 'body'],
    ];
    for (const [body, field] of asks) {
      const res = await ask(office, body);
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json().errors).toContainEqual(expect.stringMatching(new RegExp(`^${field.replace('.', '\\.')}`)));
    }
    const updates: Array<[Record<string, unknown>, string]> = [
      [{ action: 'reject' }, 'body.comment'],
      [{ action: 'reject', comment: '  ' }, 'body.comment'],
      [{ action: 'accept', comment: 'x'.repeat(1001) }, 'body.comment'],
      [{ action: 'approve' }, 'body.action'],
      [{ action: 'edit' }, 'body: Send at least one of'],
      [{ action: 'edit', title: '' }, 'body.title'],
      [{ action: 'edit', dueDate: 'tomorrow' }, 'body.dueDate'],
    ];
    for (const [body, field] of updates) {
      const res = await update(office, id, body);
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json().errors).toContainEqual(expect.stringContaining(field));
    }
    expect((await update(office, 'not-a-uuid', { action: 'accept' })).json().errors[0]).toMatch(/^params\.id: /);
    expect((await list(office, 'fetch-documents/0/20')).json().errors[0]).toMatch(/^params\.pageNumber: /);
    expect((await list(office, 'fetch-documents/1/101')).json().errors[0]).toMatch(/^params\.limit: /);
    expect((await list(office, 'fetch-documents/1/20/lost')).json().errors[0]).toMatch(/^params\.status: /);

    const json = await call(t.app, {
      method: 'POST',
      host,
      url: `/api/v1${base}/${id}/upload-document`,
      token: startup.token,
      body: { file: 'data:application/pdf;base64,JVBERi0=' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors[0]).toMatch(/^file: /);
    const forms: Array<[string, FormPart[]]> = [
      ['no file', []],
      ['another field', [{ ...filePart(pdf()), name: 'document' }]],
      ['two files', [filePart(pdf()), filePart(pdf())]],
    ];
    for (const [what, parts] of forms) {
      const res = await send(startup, id, parts);
      expect([what, res.statusCode, res.json().errors[0]]).toEqual([what, 400, expect.stringMatching(/^file: /)]);
    }
    expect(await requestCount()).toBe(count);
    expect(await row(id)).toEqual(before);
  });

  it('lets only an approved program office ask, and only for a startup of its tenant', async () => {
    const { people } = await tenantGraph(t, host, {
      office: { type: 'program_office', approvalStatus: 'approved' },
      draft: { type: 'program_office' },
      startup: { type: 'startup', approvalStatus: 'approved' },
      mentor: { type: 'mentor', approvalStatus: 'approved' },
    });
    const { people: elsewhere } = await tenantGraph(t, 'alpha.localhost', { startup: { type: 'startup' } });
    const count = await requestCount();
    const body = { startupUuid: people.startup.uuid, title: 'Deck', description: 'The deck' };
    const refusals: Array<[string, Person | undefined, Record<string, unknown>, number, string]> = [
      ['signed out', undefined, body, 401, 'Sign in to continue'],
      ['a mentor', people.mentor, body, 403, 'Only program offices can request documents'],
      ['a startup', people.startup, body, 403, 'Only program offices can request documents'],
      ['a draft office', people.draft, body, 403, 'must be approved'],
      ['the operator', people.operator, body, 403, 'Only program offices can request documents'],
      ['to a mentor', people.office, { ...body, startupUuid: people.mentor.uuid }, 404, 'Startup not found'],
      ['to another tenant', people.office, { ...body, startupUuid: elsewhere.startup.uuid }, 404, 'Startup not found'],
    ];
    for (const [what, who, payload, status, message] of refusals) {
      const res = await ask(who, payload);
      expect([what, res.statusCode, res.json().message]).toEqual([what, status, expect.stringContaining(message)]);
    }
    // The other tenant's office, on its own host, cannot ask this tenant's startup either.
    const { people: alpha } = await tenantGraph(t, 'alpha.localhost', {
      office: { type: 'program_office', approvalStatus: 'approved' },
    });
    expect((await ask(alpha.office, body, 'alpha.localhost')).statusCode).toBe(404);
    expect((await ask(people.office, body, 'alpha.localhost')).statusCode).toBe(401);
    expect(await requestCount()).toBe(count);
  });

  it('refuses every other caller on every request, and changes nothing', async () => {
    const { people } = await tenantGraph(t, host, {
      office: { type: 'program_office', approvalStatus: 'approved' },
      startup: { type: 'startup' },
      otherOffice: { type: 'program_office', approvalStatus: 'approved' },
      otherStartup: { type: 'startup' },
      mentor: { type: 'mentor', approvalStatus: 'approved' },
    });
    const { office, startup } = people;
    const id = await requested(office, startup);
    expect((await send(startup, id, filePart(pdf()))).statusCode).toBe(200);
    const before = await row(id);
    const files = storedFiles();
    const { people: alpha } = await tenantGraph(t, 'alpha.localhost', {
      office: { type: 'program_office', approvalStatus: 'approved' },
      startup: { type: 'startup' },
    });

    const attempts: Array<[string, () => Promise<{ statusCode: number }>, number]> = [
      ['another startup uploads', () => send(people.otherStartup, id, filePart(pdf())), 404],
      ['the office uploads', () => send(office, id, filePart(pdf())), 403],
      ['the operator uploads', () => send(people.operator, id, filePart(pdf())), 403],
      ['signed out uploads', () => send(undefined, id, filePart(pdf())), 401],
      ['another office accepts', () => update(people.otherOffice, id, { action: 'accept' }), 404],
      ['a mentor accepts', () => update(people.mentor, id, { action: 'accept' }), 404],
      ['the startup accepts', () => update(startup, id, { action: 'accept' }), 403],
      ['the operator accepts', () => update(people.operator, id, { action: 'accept' }), 403],
      ['signed out accepts', () => update(undefined, id, { action: 'accept' }), 401],
      ['another office withdraws', () => withdraw(people.otherOffice, id), 404],
      ['the startup withdraws', () => withdraw(startup, id), 403],
      ['the operator withdraws', () => withdraw(people.operator, id), 403],
      ['signed out withdraws', () => withdraw(undefined, id), 401],
      ['another tenant’s office accepts', () => update(alpha.office, id, { action: 'accept' }, 'alpha.localhost'), 404],
      ['another tenant’s office withdraws', () => withdraw(alpha.office, id, 'alpha.localhost'), 404],
      ['another tenant’s startup uploads', () => send(alpha.startup, id, filePart(pdf()), 'alpha.localhost'), 404],
      ['the office’s token on another host', () => update(office, id, { action: 'accept' }, 'alpha.localhost'), 401],
    ];
    for (const [what, attempt, status] of attempts) {
      expect([what, (await attempt()).statusCode]).toEqual([what, status]);
    }

    // An office whose approval was withdrawn keeps its requests but may not act on them or read the file.
    await rows(sql`update profiles set approval_status = 'rejected' where id = ${office.profileId}`);
    // Written straight to the database: wait until this process's session cache has heard of it.
    await t.app.identitySettled();
    const demoted = [
      await update(office, id, { action: 'accept' }),
      await withdraw(office, id),
      await download(office, id),
      await list(office, 'fetch-documents/1/20'),
    ];
    for (const res of demoted) {
      expect([res.statusCode, res.json().message]).toEqual([403, expect.stringContaining('must be approved')]);
    }
    expect(await row(id)).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });
});
