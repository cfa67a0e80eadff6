import http from 'node:http';
import { callApi, expectStatus, signInByEmail, signUpByEmail } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import {
  accepts,
  countOutcomes,
  halfSentPost,
  type Outcome,
  outcomeOf,
  steadyLoad,
  watchSockets,
} from './support/load.ts';
import { drainSeconds, ports, shutdownDelaySeconds, tenant } from './support/places.ts';
import { httpRequest, tail } from './support/processes.ts';

/**
 * A rolling restart under load. While an operator's broadcasts go through nginx at a steady rate (each a
 * row in the audit log and a background job that notifies every member), process 2 gets SIGTERM, with a
 * request half received and members' sockets open. Process 2 must say it is not ready, stop taking
 * connections (nginx passes new ones to process 1), finish the half-received request, drop its sockets
 * (which reconnect through nginx to process 1) and exit 0 within its drain time. Afterwards: every
 * request answered 2xx has its row, none was done twice, no job is left running, every job of an answered
 * request completes, and the reconnected sockets hear the notifications those jobs send.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const broadcastPath = '/api/v1/notifications/platform';

test('SIGTERM under load: the process drains and exits 0, every answered write is stored once, every job completes', async ({
  deployment,
}) => {
  test.setTimeout(240_000);
  const { origin, database } = deployment;
  const host = new URL(origin).host;
  const operator = await signInByEmail(deployment, tenant.operator.email);
  // Someone for the broadcasts to reach: each job's work is a notification for every member.
  const member = await signUpByEmail(deployment, 'mentor', 'Mina Member', {});
  const sockets = await watchSockets({
    count: 4,
    port: ports.nginx,
    host,
    token: member.accessToken,
    event: 'notification',
  });

  const run = `load ${Date.now()}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const broadcast = (label: string, port = ports.nginx): Promise<Outcome> =>
    outcomeOf(label, {
      port,
      host,
      method: 'POST',
      path: broadcastPath,
      body: { title: label, body: 'Load while a process restarts' },
      headers: { authorization: `Bearer ${operator.accessToken}` },
      agent,
    });
  // About 13 a second, for as long as the test needs; bounded whatever happens.
  const load = steadyLoad({
    intervalMs: 75,
    inFlight: 4,
    maxRequests: 800,
    maxMs: 60_000,
    send: (n) => broadcast(`${run} #${n}`),
  });

  await sleep(2000);
  const victim = deployment.servers[1];
  if (!victim) throw new Error('no process 2');
  // A request process 2 has begun to receive (straight to its port) when the signal comes.
  const halfSent = await halfSentPost({
    port: victim.port,
    host,
    path: broadcastPath,
    token: operator.accessToken,
    body: { title: `${run} half-sent`, body: 'Sent across a SIGTERM' },
  });
  const terminatedAt = Date.now();
  victim.child.kill('SIGTERM');

  // Not ready as soon as it has the signal (a balancer that polls readiness stops sending), while it still answers...
  const readiness = async () => {
    const answer = await httpRequest({
      port: victim.port,
      host: '127.0.0.1',
      method: 'GET',
      path: '/api/health/ready',
    });
    return { status: answer.status, body: answer.json() };
  };
  await expect
    .poll(readiness, { timeout: shutdownDelaySeconds * 1000, intervals: [50] })
    .toMatchObject({ status: 503, body: { status: 'error', draining: true } });
  // ...then it refuses new connections, after SHUTDOWN_DELAY_SECONDS, with the request still open.
  await expect
    .poll(() => accepts(victim.port), { timeout: (shutdownDelaySeconds + 5) * 1000, intervals: [100] })
    .toBe(false);
  const closedAfterMs = Date.now() - terminatedAt;
  const finished = await halfSent.finish();
  expect(finished.status, finished.text).toBe(202);

  const exit = await Promise.race([victim.exited, sleep((drainSeconds + 10) * 1000).then(() => null)]);
  const drainMs = (exit?.at ?? Date.now()) - terminatedAt;
  // The load goes on for two more seconds with process 2 gone.
  await sleep(2000);
  const outcomes = await load.stop();
  agent.destroy();

  const counts = { ...countOutcomes(outcomes), closedAfterMs, drainMs };
  console.log(`SIGTERM under load: ${JSON.stringify(counts)}`);
  test.info().annotations.push({ type: 'load', description: JSON.stringify(counts) });
  const answered = outcomes.filter((outcome) => outcome.status !== null && outcome.status < 300);
  const failed = outcomes.filter((outcome) => !answered.includes(outcome));
  for (const outcome of failed.slice(0, 5)) console.log(`  ${outcome.label}: ${outcome.status} ${outcome.error}`);

  // Process 2 drained and exited 0 within its drain time, and nobody saw an error meanwhile.
  expect(exit, `process 2 did not exit within ${drainSeconds + 10} s:\n${tail(victim.log())}`).not.toBeNull();
  expect(exit, tail(victim.log())).toMatchObject({ code: 0, signal: null });
  expect(drainMs).toBeLessThan(drainSeconds * 1000);
  expect.soft(failed, 'requests that got no 2xx answer through nginx').toEqual([]);
  expect(answered.length).toBeGreaterThan(40);

  // Every answered broadcast is in the audit log, and none twice (nginx passed no POST on to a second try).
  const titles = [...answered.map((outcome) => outcome.label), `${run} half-sent`];
  const audited = await database.query<{ title: string; n: number }>(
    `select detail->>'title' as title, count(*)::int as n from audit_log
     where action = 'notification.broadcast' and detail->>'title' like $1 group by 1`,
    [`${run} %`],
  );
  expect(audited.filter((row) => row.n !== 1)).toEqual([]);
  const auditedTitles = new Set(audited.map((row) => row.title));
  expect(titles.filter((title) => !auditedTitles.has(title))).toEqual([]);

  // Sockets that were on process 2 lost it and came back through nginx by themselves.
  const disconnected = sockets.watched.filter((watched) => watched.disconnections.length > 0);
  expect(disconnected.length).toBeGreaterThan(0);
  await expect.poll(() => sockets.watched.filter((watched) => watched.socket.connected).length).toBe(4);

  // Process 2 is started again (the next step of a rolling restart); both work the queue.
  await deployment.restart(1);
  expectStatus(await callApi(deployment.originOf(1), null, 'GET', '/api/health/ready'), 200);

  // Every job of an answered request completes; none is left running by the process that stopped.
  const jobStates = async () => {
    const rows = await database.query<{ state: string; n: number }>(
      `select state, count(*)::int as n from pgboss.job
       where name = 'notifications.broadcast' and data->>'title' = any($1) group by state`,
      [titles],
    );
    return Object.fromEntries(rows.map((row) => [row.state, row.n]));
  };
  await expect
    .poll(jobStates, { message: 'the broadcasts’ jobs by state', timeout: 150_000, intervals: [1000] })
    .toEqual({ completed: titles.length });
  const [active] = await database.query<{ n: number }>(
    `select count(*)::int as n from pgboss.job where state = 'active'`,
  );
  expect(active?.n).toBe(0);
  // Each did its work: the member has a notification of every answered broadcast...
  const [notified] = await database.query<{ n: number }>(
    `select count(distinct n.title)::int as n from notifications n join users u on u.id = n.user_id
     where u.email = $1 and n.title = any($2)`,
    [member.email, titles],
  );
  expect(notified?.n).toBe(titles.length);
  // ...and every socket, the reconnected ones too, heard notifications after its last connection.
  for (const watched of sockets.watched) {
    expect(watched.heard.filter((at) => at > watched.lastConnectedAt).length).toBeGreaterThan(0);
  }
  sockets.close();
});
