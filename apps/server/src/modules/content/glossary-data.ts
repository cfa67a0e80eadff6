/** [word, definition] */
type GlossarySeed = readonly [word: string, definition: string];

const common: GlossarySeed[] = [
  [
    'ARR',
    'Annual recurring revenue: the yearly value of subscription revenue a company can expect to repeat, usually MRR times twelve.',
  ],
  ['MRR', 'Monthly recurring revenue: subscription revenue that repeats every month, excluding one-time fees.'],
  [
    'Burn rate',
    'How much cash a company spends each month beyond what it earns. Gross burn counts all spending; net burn subtracts revenue.',
  ],
  [
    'Runway',
    'How many months a company can operate before running out of cash: cash in the bank divided by net monthly burn.',
  ],
  [
    'Cap table',
    'A table of who owns what in a company: founders, employees, investors, with their shares, options and percentages.',
  ],
  [
    'SAFE',
    'Simple agreement for future equity: an investor pays now and receives shares at the next priced round, usually with a valuation cap or discount.',
  ],
  [
    'Convertible note',
    'A short-term loan that converts into equity at the next funding round instead of being repaid in cash.',
  ],
  [
    'Valuation cap',
    'The highest valuation at which a SAFE or convertible note converts, protecting early investors if the next round is priced high.',
  ],
  ['Pre-money valuation', 'What a company is worth just before new money comes in.'],
  [
    'Post-money valuation',
    'Pre-money valuation plus the new investment: what the company is worth right after the round.',
  ],
  ['Dilution', 'The fall in existing shareholders’ percentage ownership when new shares are issued.'],
  [
    'ESOP',
    'Employee stock option plan: a pool of shares set aside to grant options to employees, usually 10 to 15 percent.',
  ],
  [
    'Vesting',
    'Earning shares or options over time, commonly four years with a one-year cliff, so that people who leave early do not keep everything.',
  ],
  ['Cliff', 'The period before any shares vest; leaving before the cliff means receiving none.'],
  [
    'Term sheet',
    'A short, mostly non-binding document setting out the main terms of an investment before the legal agreements are drafted.',
  ],
  [
    'Liquidation preference',
    'The right of investors to get their money back, or a multiple of it, before common shareholders when the company is sold or wound up.',
  ],
  ['Pro rata rights', 'An investor’s right to invest in later rounds to keep their percentage ownership.'],
  [
    'Anti-dilution',
    'Terms that adjust an investor’s conversion price if later shares are sold at a lower price (a down round).',
  ],
  ['Down round', 'A funding round at a lower valuation than the previous one.'],
  [
    'Due diligence',
    'The investigation investors carry out before investing: financials, legal standing, technology, market and team.',
  ],
  [
    'CAC',
    'Customer acquisition cost: sales and marketing spend divided by the number of new customers won in the same period.',
  ],
  [
    'LTV',
    'Lifetime value: the gross margin a customer brings over the whole relationship. An LTV three times CAC is a common target.',
  ],
  [
    'Churn',
    'The share of customers or revenue lost in a period. Net revenue churn subtracts expansion from existing customers.',
  ],
  [
    'Unit economics',
    'Revenue and cost per unit (a customer, an order, a ride) that show whether growth makes or loses money.',
  ],
  ['Gross margin', 'Revenue minus the direct cost of delivering it, as a percentage of revenue.'],
  [
    'TAM',
    'Total addressable market: the whole revenue opportunity if every possible customer bought. SAM and SOM narrow it to the reachable share.',
  ],
  [
    'Product-market fit',
    'The point at which a product satisfies a strong market demand: customers stay, pay and refer others.',
  ],
  ['Bridge round', 'A small round, often convertible, that carries a company to its next priced round.'],
  [
    'Angel investor',
    'An individual who invests their own money in early-stage companies, often with advice and introductions.',
  ],
  [
    'Venture debt',
    'Loans to venture-backed companies, usually alongside an equity round, that extend runway with less dilution.',
  ],
  [
    'Exit',
    'The event in which investors and founders turn their shares into cash: an acquisition or a public listing.',
  ],
];

/** The glossary of a demo tenant: common startup-finance terms plus a few that only one tenant uses. */
export const glossaryFor = (slug: string): GlossarySeed[] =>
  slug === 'alpha'
    ? [
        ...common,
        ['Demo day', 'The event at the end of an accelerator cohort where startups pitch to an audience of investors.'],
        ['Cohort', 'A group of startups that go through an accelerator program together, from the same start date.'],
      ]
    : [
        ...common,
        [
          'DPIIT recognition',
          'Recognition as a startup by India’s Department for Promotion of Industry and Internal Trade, which opens tax benefits and government schemes.',
        ],
        [
          'Angel tax',
          'Tax in India on share premium above fair value received by unlisted companies; recognised startups were exempt until its abolition in 2024.',
        ],
      ];
