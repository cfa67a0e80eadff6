import { approve, callApi, expectStatus, type Session, signInByEmail, signUpByEmail } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { tenant } from './support/places.ts';

/**
 * Matches as a deployment runs them (issue 44): the compiled processes on PostgreSQL, where the member's
 * row and the shortlist's tiers run with their plans saved on each connection (named statements, generic
 * plans; platform/db/saved-plans.ts). A founder's investors answer the same on both processes, past the
 * first executions of each statement; a 'not interested' said through one process is gone on the other.
 */

type Match = { profile: { uuid: string; name: string }; reasons: Array<{ factor: string; text: string }> };

const stamp = `${Date.now()}`.slice(-6);
const funds = ['Saltgrass Capital', 'Estuary Seed Partners', 'Reedbed Ventures'].map((fund) => `${fund} ${stamp}`);

const matchesOn = async (origin: string, founder: Session) => {
  const answer = await callApi(origin, founder, 'GET', '/api/v1/matches/investors?limit=5');
  expectStatus(answer, 200);
  return (answer.json() as { data: { items: Match[] } }).data.items;
};

test('a founder’s investor matches, with reasons, on both processes; not interested on one is gone on the other', async ({
  deployment,
}) => {
  test.setTimeout(120_000);
  const d = deployment;
  const operator = await signInByEmail(d, tenant.operator.email);
  for (const fund of funds) {
    const investor = await signUpByEmail(d, 'investor', `Partner of ${fund}`, {
      investorType: 'organization',
      organizationName: fund,
    });
    await approve(d.origin, operator, investor.user.uuid);
    const focus = {
      industries: ['agritech', 'climate'],
      fundingStages: ['seed'],
      ticketMin: 1_000_000,
      ticketMax: 5_000_000,
    };
    expectStatus(await callApi(d.origin, investor, 'PATCH', '/api/v1/investors/investments-information', focus), 200);
  }
  const founder = await signUpByEmail(d, 'startup', `Mara Quill ${stamp}`, {
    companyName: `Tideline ${stamp}`,
    servicesLookingFor: ['fundraising'],
  });
  await approve(d.origin, operator, founder.user.uuid);
  const industries = { industries: ['agritech', 'climate'] };
  expectStatus(await callApi(d.origin, founder, 'PATCH', '/api/v1/startups/industry-technology', industries), 200);
  const financials = { fundingStage: 'seed', raisingFunds: true, fundingAsk: 2_000_000 };
  expectStatus(await callApi(d.origin, founder, 'PATCH', '/api/v1/startups/financials', financials), 200);

  // Each process, asked more often than PostgreSQL plans a statement afresh (5), answers the same list.
  const lists: Match[][] = [];
  for (let i = 0; i < 8; i++) for (const process of [0, 1]) lists.push(await matchesOn(d.originOf(process), founder));
  const first = lists[0] ?? [];
  expect(first.map((match) => match.profile.name).sort()).toEqual([...funds].sort());
  for (const list of lists) expect(list).toEqual(first);
  for (const match of first) {
    expect(match.reasons.map((reason) => reason.text)).toEqual(
      expect.arrayContaining([
        'Invests at seed, as you raise',
        expect.stringMatching(/^Two of your industries: /),
        'Cheques of 1,000,000 to 5,000,000 cover your ask of 2,000,000',
      ]),
    );
  }

  // Not interested, said through process 1: process 2 no longer lists it, and says why the next one matches.
  const [hidden] = first;
  if (!hidden) throw new Error('no match to hide');
  const verdict = await callApi(
    d.originOf(0),
    founder,
    'POST',
    `/api/v1/matches/investors/${hidden.profile.uuid}/feedback`,
    {
      verdict: 'not_interested',
    },
  );
  expectStatus(verdict, 200);
  const after = await matchesOn(d.originOf(1), founder);
  expect(after.map((match) => match.profile.name)).not.toContain(hidden.profile.name);
  expect(after).toHaveLength(funds.length - 1);
  expect(after[0]?.reasons[0]?.text).toBeTruthy();
});
