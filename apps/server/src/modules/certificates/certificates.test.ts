import { execFileSync } from 'node:child_process';
import { createPublicKey, verify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClient } from '../../../test/helpers.ts';
import { repoRoot } from '../../paths.ts';

/*
 * Certificates against a real database: issued by operators one at a time and to groups, listed by their
 * holders, verified by anyone on the tenant's host, revoked, and their PDF checked offline with the
 * tenant's published key, as a third party would.
 */

const host = 'localhost';
let t: TestApp;
const { api, rows, signIn } = testClient(() => t, host);
const alpha = testClient(() => t, 'alpha.localhost');
const people = { operator: '', founder: '', investor: '', mentor: '' };
let greenleafUuid = '';
let eventUuid = '';

const count = async () => Number((await rows(sql`select count(*)::int as n from certificates`))[0]?.n);
const issueBody = () => ({
  recipientProfileUuid: greenleafUuid,
  title: 'Certificate of completion',
  reason: 'for completing the Climate Accelerator 2027',
});

beforeAll(async () => {
  t = await createTestApp();
  people.operator = await signIn('admin@ventura.demo');
  people.founder = await signIn('aarav@greenleaf.demo');
  people.investor = await signIn('rohan@northstar.demo');
  people.mentor = await signIn('david@mentors.demo');
  const [greenleaf] = await rows(
    sql`select p.uuid from profiles p join users u on u.id = p.user_id where u.email = 'aarav@greenleaf.demo' and p.account_type = 'startup'`,
  );
  greenleafUuid = String(greenleaf?.uuid);
  // An event with two attending (a member and a visitor) and one who declined.
  const [event] = await rows(
    sql`select e.id, e.uuid, e.tenant_id from events e join tenant_hosts h on h.tenant_id = e.tenant_id where h.host = ${host} order by e.id limit 1`,
  );
  eventUuid = String(event?.uuid);
  const [rohan] = await rows(
    sql`select p.id from profiles p join users u on u.id = p.user_id where u.email = 'rohan@northstar.demo' order by p.id limit 1`,
  );
  await rows(sql`delete from event_registrations where event_id = ${event?.id}`);
  await rows(sql`insert into event_registrations (tenant_id, event_id, profile_id, name, email, response_action, time_zone)
    values (${event?.tenant_id}, ${event?.id}, ${rohan?.id}, 'Rohan Kapoor', null, 'attending', 'UTC'),
           (${event?.tenant_id}, ${event?.id}, null, 'Maya Visitor', 'maya@example.com', 'attending', 'UTC'),
           (${event?.tenant_id}, ${event?.id}, null, 'Declan Declined', 'declan@example.com', 'declined', 'UTC')`);
}, 60_000);
afterAll(() => t.close());

describe('issuing', () => {
  it('is for operators: a member is refused, bad input is refused, and nothing is stored', async () => {
    expect((await api('POST', '/admin/certificates', people.founder, issueBody())).statusCode).toBe(403);
    const bad = [
      { ...issueBody(), title: 'x' },
      { ...issueBody(), reason: '' },
      { ...issueBody(), recipientProfileUuid: 'not-a-uuid' },
      { ...issueBody(), title: 'x'.repeat(121) },
      { title: 'Certificate' },
    ];
    for (const body of bad) {
      const res = await api('POST', '/admin/certificates', people.operator, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    }
    const unknown = await api('POST', '/admin/certificates', people.operator, {
      ...issueBody(),
      recipientProfileUuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await count()).toBe(0);
    // No key is published before the first certificate.
    expect((await api('GET', '/certificates/public-key')).statusCode).toBe(404);
  });

  it('issues one to a member, who finds it in their list and is told', async () => {
    const res = await api('POST', '/admin/certificates', people.operator, issueBody());
    expect(res.statusCode).toBe(201);
    const issued = res.json().data;
    expect(issued).toMatchObject({
      recipientName: 'GreenLeaf Agritech',
      title: 'Certificate of completion',
      source: 'manual',
      revokedAt: null,
      verifyUrl: `/certificate/verify/${issued.id}`,
    });
    expect(issued.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const own = (await api('GET', '/certificates', people.founder)).json().data;
    expect(own.items.map((item: { id: string }) => item.id)).toEqual([issued.id]);
    expect((await api('GET', '/certificates', people.investor)).json().data.items).toEqual([]);
    const [notice] = await rows(
      sql`select n.kind, n.url from notifications n join users u on u.id = n.user_id where u.email = 'aarav@greenleaf.demo' and n.kind = 'certificate_issued'`,
    );
    expect(notice).toMatchObject({ kind: 'certificate_issued', url: '/certificates' });
  });

  it("issues to an event's attendees once each, members and visitors, not to those who declined", async () => {
    const body = {
      source: { kind: 'event', eventUuid },
      title: 'Certificate of participation',
      reason: 'for taking part in the Fundraising masterclass',
    };
    const first = await api('POST', '/admin/certificates/bulk', people.operator, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ issued: 2, skipped: 0 });
    expect((await api('POST', '/admin/certificates/bulk', people.operator, body)).json().data).toEqual({
      issued: 0,
      skipped: 2,
    });
    const listed = (await api('GET', '/admin/certificates?q=participation', people.operator)).json().data;
    expect(listed.items.map((item: { recipientName: string }) => item.recipientName).sort()).toEqual([
      'Maya Visitor',
      'Rohan Kapoor',
    ]);
    expect((await api('GET', '/certificates', people.investor)).json().data.items).toHaveLength(1);
    for (const source of [
      { kind: 'event', eventUuid: '00000000-0000-4000-8000-000000000000' },
      { kind: 'program', programUuid: '00000000-0000-4000-8000-000000000000' },
    ]) {
      expect((await api('POST', '/admin/certificates/bulk', people.operator, { ...body, source })).statusCode).toBe(
        404,
      );
    }
    expect(
      (await api('POST', '/admin/certificates/bulk', people.operator, { ...body, source: { kind: 'x' } })).statusCode,
    ).toBe(400);
    expect((await api('POST', '/admin/certificates/bulk', people.mentor, body)).statusCode).toBe(403);
  });

  it("issues to a program's selected startups, and to mentors with enough confirmed hours", async () => {
    const [application] = await rows(
      sql`select a.id, pr.uuid from program_applications a join programs pr on pr.id = a.program_id join users u on u.id = a.user_id where u.email = 'sara@finlytics.demo' limit 1`,
    );
    await rows(sql`update program_applications set status = 'selected' where id = ${application?.id}`);
    const selected = await api('POST', '/admin/certificates/bulk', people.operator, {
      source: { kind: 'program', programUuid: application?.uuid },
      title: 'Certificate of selection',
      reason: 'for being selected to the Climate Accelerator 2027',
    });
    expect(selected.json().data).toEqual({ issued: 1, skipped: 0 });
    const hours = await api('POST', '/admin/certificates/bulk', people.operator, {
      source: { kind: 'mentor_hours', minHours: 9999 },
      title: 'Mentor recognition',
      reason: 'for {hours} hours of mentoring',
    });
    expect(hours.json().data).toEqual({ issued: 0, skipped: 0 });
  });
});

describe('verifying', () => {
  it('tells anyone on the host whether it is genuine, reads the id however it is typed, and hides it from other hosts', async () => {
    const [row] = await rows(sql`select code from certificates where source = 'manual' limit 1`);
    const code = String(row?.code);
    const res = await api('GET', `/certificates/verify/${code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: code,
      valid: true,
      status: 'valid',
      recipientName: 'GreenLeaf Agritech',
      title: 'Certificate of completion',
      issuer: 'Ventura Startup Mission',
    });
    const typed = code.toLowerCase().replaceAll('-', '').replaceAll('1', 'l').replaceAll('0', 'o');
    expect((await api('GET', `/certificates/verify/${typed}`)).json().data.id).toBe(code);
    const missing = await api('GET', '/certificates/verify/ZZZZ-ZZZZ-ZZZZ');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No certificate has this id');
    expect((await api('GET', '/certificates/verify/<script>')).statusCode).toBe(404);
    expect((await alpha.api('GET', `/certificates/verify/${code}`)).statusCode).toBe(404);
    expect((await alpha.api('GET', '/certificates/public-key')).statusCode).toBe(404);
  });

  it('says a revoked one is revoked, with the reason; revoking twice or without a reason is refused', async () => {
    const [row] = await rows(sql`select code from certificates where recipient_name = 'Maya Visitor'`);
    const code = String(row?.code);
    expect((await api('POST', `/admin/certificates/${code}/revoke`, people.operator, { reason: '' })).statusCode).toBe(
      400,
    );
    expect(
      (await api('POST', `/admin/certificates/${code}/revoke`, people.founder, { reason: 'Issued by mistake' }))
        .statusCode,
    ).toBe(403);
    const revoked = await api('POST', `/admin/certificates/${code}/revoke`, people.operator, {
      reason: 'Issued by mistake',
    });
    expect(revoked.statusCode).toBe(200);
    expect(
      (await api('POST', `/admin/certificates/${code}/revoke`, people.operator, { reason: 'Again' })).statusCode,
    ).toBe(409);
    expect((await api('GET', `/certificates/verify/${code}`)).json().data).toMatchObject({
      valid: false,
      status: 'revoked',
      revokedReason: 'Issued by mistake',
    });
  });

  it("renders the PDF for its holder and operators only, and its signature checks offline with the tenant's key", async () => {
    const [row] = await rows(sql`select code, facts from certificates where source = 'manual' limit 1`);
    const code = String(row?.code);
    expect((await api('GET', `/certificates/${code}/pdf`)).statusCode).toBe(401);
    expect((await api('GET', `/certificates/${code}/pdf`, people.investor)).statusCode).toBe(404);
    expect((await api('GET', `/certificates/${code}/pdf`, people.operator)).statusCode).toBe(200);
    const res = await api('GET', `/certificates/${code}/pdf`, people.founder);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`certificate-${code}.pdf`);

    // What a third party does with the file alone and the published key.
    const pdf = await PDFDocument.load(res.rawPayload);
    const facts = pdf.getSubject() ?? '';
    const signature = (pdf.getKeywords() ?? '').match(/signature:([\w-]+)/)?.[1] ?? '';
    expect(JSON.parse(facts)).toMatchObject({
      v: 1,
      id: code,
      recipient: 'GreenLeaf Agritech',
      tenant: 'Ventura Startup Mission',
    });
    const key = (await api('GET', '/certificates/public-key')).json().data;
    expect(key).toMatchObject({ algorithm: 'Ed25519', keyId: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const publicKey = createPublicKey(key.publicKeyPem);
    expect(verify(null, Buffer.from(facts), publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
    const forged = facts.replace('GreenLeaf Agritech', 'Someone Else');
    expect(verify(null, Buffer.from(forged), publicKey, Buffer.from(signature, 'base64url'))).toBe(false);
    expect(pdf.getPageCount()).toBe(1);

    // The script the docs give a third party says the same, from the file and the key alone.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'certificate-'));
    fs.writeFileSync(path.join(folder, 'certificate.pdf'), res.rawPayload);
    fs.writeFileSync(path.join(folder, 'key.json'), JSON.stringify({ data: key }));
    const script = path.join(repoRoot, 'scripts/verify-certificate.mjs');
    const output = execFileSync(
      process.execPath,
      [script, path.join(folder, 'certificate.pdf'), path.join(folder, 'key.json')],
      {
        encoding: 'utf8',
      },
    );
    expect(output).toContain('The signature holds');
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
