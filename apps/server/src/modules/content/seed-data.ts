import type { ContentKind } from './tables.ts';

export type ContentSeed = {
  model: ContentKind;
  slug: string;
  title: string;
  body: string;
  imageUrl?: string;
  linkUrl?: string;
  author?: string;
  published?: boolean;
};

const standard = (name: string): ContentSeed[] => [
  {
    model: 'banners',
    slug: 'seed-fund-open',
    title: 'Seed fund applications are open',
    body: `Startups recognised by ${name} can apply for seed support of up to ₹20 lakh until the end of the quarter.`,
    linkUrl: '/programs',
  },
  {
    model: 'banners',
    slug: 'investor-connect',
    title: 'Investor Connect: meet 40 funds in one afternoon',
    body: 'Book fifteen-minute slots with angel networks and venture funds at the next Investor Connect.',
    linkUrl: '/events',
  },
  {
    model: 'banners',
    slug: 'mentor-hours',
    title: 'Free mentor hours for every approved startup',
    body: 'Pick a mentor from the directory and book up to four hours a month, at no cost.',
    linkUrl: '/search/mentors',
  },
  {
    model: 'testimonials',
    slug: 'ananya-rao',
    title: 'We closed our seed round in six weeks',
    body: `The investor directory and warm introductions through ${name} took us from cold emails to a term sheet in six weeks.`,
    author: 'Ananya Rao, co-founder of Krishi Sense',
  },
  {
    model: 'testimonials',
    slug: 'rahul-menon',
    title: 'Our first enterprise customer came from the platform',
    body: 'A corporate innovation team found us through a challenge and became our first paying enterprise customer.',
    author: 'Rahul Menon, CEO of Ledgerline',
  },
  {
    model: 'testimonials',
    slug: 'farah-qureshi',
    title: 'Mentoring here is time well spent',
    body: 'I meet three founders a month; the booking and notes make every hour count, for them and for me.',
    author: 'Farah Qureshi, angel investor and mentor',
  },
  {
    model: 'testimonials',
    slug: 'vikram-shah',
    title: 'Compliance help when we needed it most',
    body: 'A service provider from the marketplace sorted out our DPIIT recognition and ESOP plan in a fortnight.',
    author: 'Vikram Shah, founder of MedRoute',
  },
  ...faq(name),
  {
    model: 'ads',
    slug: 'cloud-credits',
    title: 'Up to $25,000 in cloud credits',
    body: 'Approved startups qualify for cloud credits from our infrastructure partners. Apply from your dashboard.',
    linkUrl: '/partners',
  },
  {
    model: 'ads',
    slug: 'legal-clinic',
    title: 'Free legal clinic every Thursday',
    body: 'Term sheets, shareholder agreements and IP questions answered by partner law firms.',
    linkUrl: '/events',
  },
  {
    model: 'ads',
    slug: 'retired-offer',
    title: 'Last year’s hackathon',
    body: 'Kept unpublished so that lists prove they show published items only.',
    published: false,
  },
  ...pages(name),
  {
    model: 'page',
    slug: 'grievance-redressal',
    title: 'Grievance redressal',
    body: `If a decision of ${name} seems wrong to you, write to the grievance officer from your account settings. We acknowledge every grievance within two working days and resolve it within thirty. If you are not satisfied with the answer, you may ask for a review by the governing council, whose decision is final.`,
  },
];

const faq = (name: string): ContentSeed[] =>
  [
    [
      'Who can join?',
      `Startups, investors, mentors, corporates and service providers of the ${name} ecosystem. Sign up with your mobile number or email and choose your profile type.`,
    ],
    [
      'What does it cost?',
      'Nothing for startups, mentors and individuals. Some services offered by partners are paid; their prices are shown before you book.',
    ],
    [
      'How long does approval take?',
      'Operators review new profiles within three working days. You can browse public pages while you wait.',
    ],
    [
      'How do I connect with an investor?',
      'Open the investor’s profile and send a connection request with a short note. Once accepted, you can chat and book a meeting.',
    ],
    [
      'Can I have more than one profile?',
      'Yes. A founder who also mentors can create a second profile and switch between them from the menu.',
    ],
    [
      'Who sees my financial information?',
      'Only investors you are connected with, and the operators of the platform. Public profiles never show financials.',
    ],
    [
      'How do programs work?',
      'Programs are cohorts run by incubators and accelerators. Apply from the program page; you will hear back by email and in your notifications.',
    ],
    [
      'How do I delete my account?',
      'Go to Settings, then Account, and choose Delete account. Your profiles and messages are removed within 30 days.',
    ],
  ].map(([title, body], i) => ({ model: 'faq', slug: `faq-${i + 1}`, title: title ?? '', body: body ?? '' }));

const pages = (name: string): ContentSeed[] => [
  {
    model: 'page',
    slug: 'about',
    title: `About ${name}`,
    body: `${name} brings the people who build companies together in one place: founders, investors, mentors, corporates, service providers and the program teams who support them.\n\nStartups build one profile and use it everywhere: to apply to programs, to be found by investors and customers, and to track their growth. Investors and corporates search a directory of approved, verified companies. Mentors give their time where it counts.\n\nEvery profile is reviewed by our operators before it appears in the directories, so that everyone you meet here is who they say they are.`,
  },
  {
    model: 'page',
    slug: 'terms',
    title: 'Terms of use',
    body: `By using ${name} you agree to these terms.\n\n1. You give true information about yourself and your organisation, and keep it up to date.\n2. You use the platform to build companies and relationships, not to spam, harass or mislead anyone.\n3. What you post remains yours; you allow us to show it to the people your settings allow.\n4. We may suspend profiles that break these terms, after telling you why.\n5. Introductions made here are not investment advice. Do your own diligence before you invest or sign.\n\nWe may change these terms; we will tell you thirty days before a change takes effect.`,
  },
  {
    model: 'page',
    slug: 'privacy',
    title: 'Privacy policy',
    body: `${name} collects what you tell us in your profiles, what you do on the platform, and the technical data your browser sends.\n\nWe use it to run the platform, to match you with people and programs, and to keep the service safe. We never sell personal data. Contact details are shown only to people you connect with.\n\nYou can download or delete your data at any time from your account settings. For any question about your data, write to our data protection officer.`,
  },
];

const alpha = (name: string): ContentSeed[] => [
  {
    model: 'banners',
    slug: 'demo-day-2026',
    title: 'Alpha Demo Day: 24 startups, 300 investors',
    body: 'Cohort 12 pitches live in Singapore and online. Request an invitation before seats run out.',
    linkUrl: '/events',
  },
  {
    model: 'banners',
    slug: 'cohort-13',
    title: 'Cohort 13 applications close soon',
    body: 'Twelve weeks, $120,000 for 7% and a network of 400 mentors across four continents.',
    linkUrl: '/programs',
  },
  {
    model: 'banners',
    slug: 'office-hours',
    title: 'Partner office hours, every Tuesday',
    body: 'Ask an Alpha partner anything about your next round.',
    linkUrl: '/calender',
  },
  {
    model: 'testimonials',
    slug: 'lena-hoffmann',
    title: 'Alpha opened doors in three markets',
    body: 'Introductions through the Alpha network got us pilots in Berlin, Nairobi and Singapore within one cohort.',
    author: 'Lena Hoffmann, founder of GridPulse',
  },
  {
    model: 'testimonials',
    slug: 'tunde-adeyemi',
    title: 'The best twelve weeks of our company',
    body: 'Weekly partner reviews forced clarity on our metrics. We raised our seed two weeks after Demo Day.',
    author: 'Tunde Adeyemi, CEO of PayRoute',
  },
  {
    model: 'testimonials',
    slug: 'maya-chen',
    title: 'A mentor network that answers',
    body: 'Every question I posted got an answer from someone who had solved it before.',
    author: 'Maya Chen, co-founder of Sprout Labs',
  },
  {
    model: 'testimonials',
    slug: 'omar-haddad',
    title: 'Investing alongside Alpha is easy',
    body: 'The deal flow is curated and the data room is always ready. We have co-invested in nine Alpha companies.',
    author: 'Omar Haddad, partner at Dune Capital',
  },
  ...faq(name),
  {
    model: 'ads',
    slug: 'alpha-fund',
    title: 'Alpha Opportunity Fund is investing',
    body: 'Follow-on cheques of $250,000 to $1 million for Alpha alumni raising their Series A.',
    linkUrl: '/partners',
  },
  {
    model: 'ads',
    slug: 'global-perks',
    title: 'Perks worth $150,000',
    body: 'Cloud, payments, analytics and legal perks for every company in the current cohort.',
    linkUrl: '/partners',
  },
  ...pages(name),
  {
    model: 'page',
    slug: 'code-of-conduct',
    title: 'Community code of conduct',
    body: 'Alpha is a community of founders who help each other. Be generous with your time and honest in your feedback. Keep what you learn about other companies confidential. Do not pitch investors who have said no. Harassment of any kind ends your membership.',
  },
];

/** The content of a demo tenant; alpha's differs in every list, so tenant scoping shows. */
export const contentFor = (tenant: { slug: string; name: string }) =>
  tenant.slug === 'alpha' ? alpha(tenant.name) : standard(tenant.name);
