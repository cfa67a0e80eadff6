import type { FieldValue } from '@ventura/shared';
import type { ListKey } from '../profiles/index.ts';

/*
 * What the demo's profiles say about themselves, beyond what their create forms sent: every approved
 * profile and every one waiting for approval is complete (approval asks for a complete profile), so
 * that the public pages, the directories and the console show what the product does with real data.
 */

export type DemoDetails = Record<string, FieldValue>;
export type DemoLists = Partial<Record<ListKey, Record<string, FieldValue>[]>>;

// ---- Ventura ----

export const missionOfficeDetails: DemoDetails = {
  designation: 'Programme Director',
  organisationKind: 'accelerator',
  about:
    'The Ventura Startup Mission runs the state’s calls for applications, grants and pilot programmes for ' +
    'early-stage founders, and connects them with investors, mentors and corporates on this platform.',
  website: 'https://ventura.example.org',
  countryCode: 'IN',
  stateCode: 'KA',
  city: 'Bengaluru',
  industries: ['climate', 'agritech', 'fintech'],
};

export const finlyticsDetails: DemoDetails = {
  tagline: 'Credit scores for smallholder solar loans',
  about:
    'Finlytics scores farmers and small shops for solar pump and rooftop loans from their payment history, ' +
    'so that rural lenders can say yes in a day instead of a month.',
  website: 'https://finlytics.example.com',
  foundedYear: 2022,
  teamSize: 14,
  countryCode: 'IN',
  stateCode: 'MH',
  city: 'Mumbai',
  industries: ['fintech', 'clean-energy'],
  technologies: ['ai-ml', 'data-analytics'],
  businessModels: ['b2b', 'transactional'],
  deliveryModels: ['saas', 'api-platform'],
  productStage: 'early-traction',
  productName: 'Finlytics Score',
  productDescription:
    'An API that returns a credit score and a suggested loan size for a borrower with no credit history, ' +
    'built from UPI payments, utility bills and the pump’s own usage data.',
  fundingStage: 'pre-seed',
  revenueBand: 'under_100k',
  raisingFunds: true,
  fundingAsk: 600_000,
};

export const finlyticsLists: DemoLists = {
  founders: [
    {
      name: 'Sara Kim',
      designation: 'Founder and CEO',
      email: null,
      linkedin: null,
      bio: 'Ran rural lending analytics at a microfinance bank for six years.',
    },
  ],
};

export const northstarDetails: DemoDetails = {
  tagline: 'Seed and Series A capital for climate and agritech founders',
  about:
    'Northstar Ventures is an early-stage fund that backs founders building for farms, energy and food ' +
    'systems in India and South-East Asia, from the first cheque to Series A.',
  foundedYear: 2016,
  countryCode: 'IN',
  stateCode: 'KA',
  city: 'Bengaluru',
  representativeName: 'Rohan Kapoor',
  representativeDesignation: 'Partner',
  industries: ['agritech', 'climate', 'clean-energy'],
  fundingStages: ['seed', 'pre-series-a', 'series-a'],
  investmentTypes: ['equity', 'safe'],
  ticketMin: 250_000,
  ticketMax: 3_000_000,
  geographies: ['IN', 'SG'],
  portfolio: ['GreenLeaf Agritech'],
  providingFunding: true,
};

export const rohanMentorDetails: DemoDetails = {
  designation: 'Partner at an early-stage fund',
  about: 'Twelve years as an investor and operator; helps founders prepare their first institutional round.',
  yearsExperience: 12,
  countryCode: 'IN',
  stateCode: 'KA',
  city: 'Bengaluru',
  industries: ['agritech', 'climate'],
  mentorshipAreas: ['investor-readiness', 'pitching', 'unit-economics'],
  skills: ['fundraising', 'financial-modelling'],
  engagementType: 'pro_bono',
  hoursPerMonth: 4,
};

export const tatvaSteelDetails: DemoDetails = {
  tagline: 'Greener steel through pilots with startups',
  about:
    'Tatva Steel makes long steel products in three plants. Its innovation team runs paid pilots with startups ' +
    'on energy efficiency, scrap sorting and plant safety.',
  website: 'https://tatvasteel.example.com',
  organizationType: 'public-limited',
  headcount: 'over_1000',
  foundedYear: 1987,
  countryCode: 'IN',
  stateCode: 'MH',
  city: 'Pune',
  industries: ['manufacturing', 'climate'],
  engagementModes: ['pilots', 'procurement', 'co_development'],
  technologies: ['iot', 'computer-vision'],
  focusAreas:
    'Cutting the energy each tonne of steel takes, sorting scrap by grade automatically, and keeping people ' +
    'out of harm’s way near the furnaces.',
  startupStages: ['validation', 'early-traction'],
};

export const davidMentorDetails: DemoDetails = {
  designation: 'Product and go-to-market mentor',
  about:
    'Built and sold two B2B software companies; now mentors founders on finding their first paying customers ' +
    'and on pricing.',
  yearsExperience: 18,
  countryCode: 'IN',
  stateCode: 'KA',
  city: 'Bengaluru',
  industries: ['enterprise-software', 'climate'],
  mentorshipAreas: ['go-to-market', 'product-strategy', 'sales'],
  skills: ['product-management', 'gtm', 'pricing'],
  engagementType: 'either',
  hoursPerMonth: 8,
  availabilityNote: 'Tuesday and Thursday evenings, India time.',
};

export const ledgerLegalDetails: DemoDetails = {
  tagline: 'Company law, contracts and funding rounds for startups',
  about:
    'Ledger Legal LLP is a law firm for founders: incorporation, shareholder agreements, ESOPs, term sheets ' +
    'and the compliance calendar after a round.',
  website: 'https://ledgerlegal.example.com',
  foundedYear: 2014,
  countryCode: 'IN',
  stateCode: 'KA',
  city: 'Bengaluru',
  services: ['legal', 'ip', 'tax'],
  industries: ['legal-tech', 'fintech'],
  pricingModel: 'fixed',
  maturityStages: ['ideation', 'validation', 'early-traction'],
  startupOffer: 'A free first hour for members, and fixed fees for a seed round’s documents.',
};

export const igniteDetails: DemoDetails = {
  tagline: 'An incubator for hardware and climate founders',
  about:
    'Ignite Incubator gives founders a lab, a workshop and a mentor bench for twelve months, and brings its ' +
    'startups to investors twice a year.',
  organizationType: 'incubator',
  countryCode: 'IN',
  stateCode: 'KA',
  city: 'Bengaluru',
  industries: ['climate', 'agritech', 'manufacturing'],
  technologies: ['iot', 'robotics'],
  supportOffered: ['mentorship', 'infrastructure', 'funding'],
};

// ---- Alpha ----

export const alphaNetworkDetails: DemoDetails = {
  tagline: 'A network of accelerators across three continents',
  about:
    'Alpha Accelerator Network runs cohorts in Dubai, Berlin and Nairobi and shares its mentors and investors ' +
    'between them.',
  organizationType: 'accelerator',
  countryCode: 'AE',
  stateCode: 'DU',
  city: 'Dubai',
  industries: ['healthcare', 'web3', 'manufacturing'],
  supportOffered: ['mentorship', 'funding', 'market_access'],
};

export const alphaAngelsDetails: DemoDetails = {
  tagline: 'Angels backing health and robotics founders',
  about: 'Alpha Angels is a group of forty operators and doctors who invest together in health and robotics.',
  countryCode: 'AE',
  stateCode: 'DU',
  city: 'Dubai',
  representativeName: 'Isha Verma',
  representativeDesignation: 'Lead angel',
  industries: ['healthcare', 'manufacturing'],
  fundingStages: ['pre-seed', 'seed'],
  investmentTypes: ['equity', 'convertible-note'],
  ticketMin: 25_000,
  ticketMax: 250_000,
  providingFunding: true,
};

export const kiteHealthDetails: DemoDetails = {
  tagline: 'Remote heart monitoring for small clinics',
  about: 'Kite Health gives clinics a chest patch and a dashboard that flags irregular heart rhythms between visits.',
  foundedYear: 2023,
  teamSize: 9,
  countryCode: 'AE',
  stateCode: 'DU',
  city: 'Dubai',
  industries: ['healthcare'],
  technologies: ['iot', 'ai-ml'],
  businessModels: ['b2b', 'subscription'],
  productStage: 'pilot',
  productDescription: 'A patch that records a week of ECG and software that tells the clinic whom to call first.',
  fundingStage: 'pre-seed',
  revenueBand: 'pre_revenue',
};

export const kiteHealthLists: DemoLists = {
  founders: [{ name: 'Isha Verma', designation: 'Founder and CEO', email: null, linkedin: null, bio: null }],
};

export const rohanAlphaDetails: DemoDetails = {
  designation: 'Angel investor',
  about: 'Invests his own money in a few robotics and health startups a year, alongside his fund work.',
  countryCode: 'IN',
  stateCode: 'KA',
  city: 'Bengaluru',
  industries: ['healthcare', 'manufacturing'],
  fundingStages: ['pre-seed', 'seed'],
  ticketMin: 10_000,
  ticketMax: 50_000,
};

export const orbitDetails: DemoDetails = {
  about: 'Orbit Robotics makes mobile robots that move stock between shelves and packing stations.',
  foundedYear: 2020,
  teamSize: 24,
  countryCode: 'DE',
  stateCode: 'BE',
  city: 'Berlin',
  industries: ['logistics'],
  technologies: ['robotics'],
  businessModels: ['hardware-service'],
  productStage: 'scaling',
  productDescription: 'Robots leased by the month with the software that plans their routes.',
  fundingStage: 'seed',
  revenueBand: '100k_1m',
};

/** Not the journeys' Tom Baker: public-profile.spec.ts adds him as a founder and looks for him once. */
export const orbitLists: DemoLists = {
  founders: [{ name: 'Anika Rao', designation: 'Co-founder and CTO', email: null, linkedin: null, bio: null }],
};

export const nehaDetails: DemoDetails = {
  headline: 'Product designer for health and fintech apps',
  about: 'Four years designing mobile apps that people use every day; looking for a startup in Dubai or remote.',
  yearsExperience: 4,
  countryCode: 'AE',
  stateCode: 'DU',
  city: 'Dubai',
  skills: ['ux-design', 'product-management'],
  preferredWorkModes: ['remote', 'hybrid'],
};

// ---- Delta ----

export const skylineDetails: DemoDetails = {
  tagline: 'Drone surveys of crops and power lines',
  about: 'Skyline Drones flies surveys for farms and grid operators and turns the images into repair lists.',
  foundedYear: 2021,
  teamSize: 11,
  countryCode: 'IN',
  stateCode: 'TG',
  city: 'Hyderabad',
  industries: ['agritech', 'clean-energy'],
  technologies: ['drones', 'computer-vision'],
  businessModels: ['b2b'],
  productStage: 'early-traction',
  productDescription: 'Survey flights on demand and a report of every fault found, with its place on the map.',
  fundingStage: 'seed',
  revenueBand: '100k_1m',
};

export const skylineLists: DemoLists = {
  founders: [{ name: 'Farah Khan', designation: 'Founder and CEO', email: null, linkedin: null, bio: null }],
};
