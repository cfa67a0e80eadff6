import { io, type Socket } from 'socket.io-client';
import { smallPdf } from '../e2e/support/files.ts';
import { approve, callApi, expectStatus, type Session, signInByEmail, signUpByEmail } from './support/api.ts';
import { type Deployment, helpdeskReplyDomain, inboundEmailSecret } from './support/deployment.ts';
import { expect, test } from './support/fixtures.ts';
import type { Mail } from './support/mailbox.ts';
import { tenant } from './support/places.ts';
import type { Answer } from './support/processes.ts';

/**
 * Issue 40's helpdesk and facility bookings on a real deployment (two compiled processes in production mode
 * behind nginx, PostgreSQL, Redis, SMTP), through the API: a ticket's notices leave by SMTP with the ticket's
 * own Reply-To, a reply on one process reaches the member's socket on the other, and the member's answer by
 * email comes back through the inbound route into the thread; a slot asked for by twenty members at once on
 * both processes goes to one (PostgreSQL's exclusion constraint), and the approval reaches the member by SMTP.
 */

const stamp = `${Date.now()}`.slice(-6);
const dataOf = <T>(answer: Answer) => (answer.json() as { data: T }).data;

let operator: Session;
let founder: Session & { email: string };
let neighbour: Session & { email: string };

test.beforeAll(async ({ workerDeployment: deployment }) => {
  operator = await signInByEmail(deployment, tenant.operator.email);
  founder = await signUpByEmail(deployment, 'startup', `Ines Duarte ${stamp}`, {
    companyName: `Tidewater Robotics ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });
  await approve(deployment.origin, operator, founder.user.uuid);
  neighbour = await signUpByEmail(deployment, 'startup', `Tomas Berg ${stamp}`, {
    companyName: `Fjordline Energy ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });
  await approve(deployment.origin, operator, neighbour.user.uuid);
});

/**
 * The newest email to an address whose subject matches (and whose text holds `saying`), waiting for it as a
 * person waits for their inbox.
 */
const mailTo = async (deployment: Deployment, address: string, subject: RegExp, saying = ''): Promise<Mail> => {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = deployment.mailbox
          .to(address)
          .filter((mail) => subject.test(mail.subject) && mail.text.includes(saying))
          .at(-1);
        return found !== undefined;
      },
      { message: `an email to ${address} about ${subject}`, timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
  return found as Mail;
};

/** A member's socket on one process, past nginx, keeping the notifications it hears. */
const socketOn = async (origin: string, session: Session) => {
  const url = new URL(origin);
  const heard: { kind: string; url: string | null; title: string }[] = [];
  const socket: Socket = io(`http://127.0.0.1:${url.port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { host: url.host },
    auth: { token: session.accessToken },
  });
  socket.on('notification', (notification: { kind: string; url: string | null; title: string }) =>
    heard.push(notification),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { heard, close: () => socket.close() };
};

/** A multipart/form-data body with one file in the field `file`, as a browser sends it. */
const fileForm = (name: string, type: string, content: Buffer) => {
  const boundary = `----WorkplaceBoundary${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
};

test('a ticket answered on one process reaches the member on the other, by socket and by SMTP, and their emailed answer joins the thread', async ({
  deployment,
}) => {
  const { origin } = deployment;
  const type = await callApi(origin, operator, 'POST', '/api/v1/admin/ticket-issue-types', {
    name: `Billing ${stamp}`,
  });
  expectStatus(type, 201);
  const subject = `Invoice missing the GSTIN ${stamp}`;
  const raised = await callApi(origin, founder, 'POST', '/api/v1/tickets', {
    issueTypeId: dataOf<{ id: number }>(type).id,
    subject,
    description: 'Our invoice for the workshop has no GSTIN on it.',
  });
  expectStatus(raised, 201);
  const ticket = dataOf<{ uuid: string; number: number }>(raised);
  const form = fileForm('invoice.pdf', 'application/pdf', smallPdf(`invoice ${stamp}`));
  expectStatus(
    await callApi(origin, founder, 'POST', `/api/v1/tickets/${ticket.uuid}/files`, form.payload, form.headers),
    201,
  );

  // Nobody is assigned yet, so every operator hears of it, by SMTP, with the ticket's own Reply-To.
  const replyAddress = new RegExp(`^support\\+[0-9a-f]{24}@${helpdeskReplyDomain.replaceAll('.', '\\.')}$`);
  const toOperator = await mailTo(deployment, tenant.operator.email, new RegExp(`^\\[#${ticket.number}\\]`));
  expect(toOperator.text).toContain('Our invoice for the workshop has no GSTIN on it.');
  expect(toOperator.replyTo).toMatch(replyAddress);

  // The member watches on process 1; the operator answers on process 2.
  const watching = await socketOn(deployment.originOf(0), founder);
  try {
    expectStatus(
      await callApi(deployment.originOf(1), operator, 'POST', `/api/v1/tickets/${ticket.uuid}/messages`, {
        body: 'Sorry about that: we are issuing a corrected invoice today.',
      }),
      201,
    );
    await expect
      .poll(() => watching.heard.map((heard) => `${heard.kind} ${heard.url}`), { timeout: 10_000 })
      .toContain(`ticket_reply /tickets/${ticket.uuid}`);
  } finally {
    watching.close();
  }
  const toMember = await mailTo(deployment, founder.email, new RegExp(`^\\[#${ticket.number}\\]`));
  expect(toMember.text).toContain('we are issuing a corrected invoice today');
  expect(toMember.replyTo).toMatch(replyAddress);
  expect(toMember.replyTo).toBe(toOperator.replyTo);

  // The member presses Reply: the mail provider's webhook posts it through nginx, and it joins the thread.
  const inbound = (secret: string) =>
    callApi(
      origin,
      null,
      'POST',
      '/api/v1/helpdesk/inbound-email',
      {
        to: toMember.replyTo,
        from: `Ines Duarte <${founder.email.toUpperCase()}>`,
        text: `Received, thank you!\n\nOn Mon, 30 Nov 2026 at 09:00, ${tenant.name} wrote:\n> Sorry about that.`,
      },
      { 'x-inbound-secret': secret },
    );
  expectStatus(await inbound('not-the-secret-of-this-deployment'), 401);
  const accepted = await inbound(inboundEmailSecret);
  expectStatus(accepted, 202);
  expect(dataOf(accepted)).toEqual({ accepted: true });
  const thread = await callApi(deployment.originOf(1), operator, 'GET', `/api/v1/tickets/${ticket.uuid}`);
  expectStatus(thread, 200);
  const { messages, files } = dataOf<{
    messages: { body: string; via: string; author: { side: string } }[];
    files: { name: string }[];
  }>(thread);
  expect(messages.at(-1)).toMatchObject({ body: 'Received, thank you!', via: 'email', author: { side: 'member' } });
  expect(files.map((file) => file.name)).toEqual(['invoice.pdf']);
});

test('twenty requests for one slot from two members at once on both processes make one booking; an approval reaches the member by SMTP', async ({
  deployment,
}) => {
  const { origin } = deployment;
  const room = `Pitch room ${stamp}`;
  const created = await callApi(origin, operator, 'POST', '/api/v1/admin/facilities', {
    name: room,
    kind: 'room',
    description: 'A room with a screen.',
    location: 'Ground floor',
    capacity: 8,
    openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '08:00', closes: '20:00' })),
    timeZone: 'UTC',
    slotMinutes: 60,
    cancelCutoffHours: 2,
    needsApproval: true,
    rules: '',
    photos: [],
    active: true,
  });
  expectStatus(created, 201);
  const facility = dataOf<{ uuid: string }>(created);
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const book = (who: Session, where: string, hour: string, purpose: string) =>
    callApi(where, who, 'POST', `/api/v1/facilities/${facility.uuid}/bookings`, {
      startsAt: `${day}T${hour}:00:00.000Z`,
      endsAt: `${day}T${Number(hour) + 1}:00:00.000Z`,
      seats: 2,
      purpose,
    });

  // Each member ten times, half on each process, all at once: the database keeps one.
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      book(index % 2 === 0 ? founder : neighbour, deployment.originOf(index % 4 < 2 ? 0 : 1), '10', `Try ${index}`),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(
    statuses.filter((status) => status === 201),
    statuses.join(' '),
  ).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  expect(dataOf<{ status: string }>(answers.find((answer) => answer.status === 201) as Answer).status).toBe('pending');

  // Another hour waits for approval: the operators hear of it by SMTP, and the member of the approval.
  const asked = await book(founder, origin, '12', 'Rehearse with the board');
  expectStatus(asked, 201);
  const booking = dataOf<{ uuid: string }>(asked);
  const request = await mailTo(
    deployment,
    tenant.operator.email,
    new RegExp(`asks to book ${room}`),
    'Rehearse with the board',
  );
  expect(request.text).toContain('12:00 (UTC), 2 people');
  expect(request.text).toContain('/admin/facility-bookings');
  expectStatus(
    await callApi(
      deployment.originOf(1),
      operator,
      'POST',
      `/api/v1/admin/facility-bookings/${booking.uuid}/approve`,
      {},
    ),
    200,
  );
  const approved = await mailTo(deployment, founder.email, new RegExp(room));
  expect(approved.text).toContain(room);
  const mine = await callApi(deployment.originOf(0), founder, 'GET', '/api/v1/bookings/mine');
  expectStatus(mine, 200);
  expect(
    dataOf<{ items: { uuid: string; status: string }[] }>(mine).items.find((item) => item.uuid === booking.uuid),
  ).toMatchObject({ status: 'confirmed' });

  // Its calendar file through nginx.
  const ics = await callApi(origin, founder, 'GET', `/api/v1/bookings/${booking.uuid}/ics`);
  expectStatus(ics, 200);
  expect(ics.text).toContain(`DTSTART:${day.replace(/-/g, '')}T120000Z`);
  expect(ics.text).toContain(`SUMMARY:${room}`);
});
