import type { TaxonomyKind } from '@ventura/shared';

/** [code, name, description?, parentCode?] */
export type TermSeed = readonly [code: string, name: string, description?: string, parentCode?: string];

// 'horizontal' sits in the middle on purpose: the lists move it to the front, whatever the stored order.
const industries: TermSeed[] = [
  ['agritech', 'Agriculture & Agritech'],
  ['automotive-mobility', 'Automotive & Mobility'],
  ['biotech', 'Biotechnology & Life Sciences'],
  ['clean-energy', 'Clean Energy'],
  ['climate', 'Climate & Sustainability'],
  ['consumer', 'Consumer Goods & Services'],
  ['cybersecurity', 'Cybersecurity'],
  ['ecommerce', 'E-commerce & Retail'],
  ['edtech', 'Education & Edtech'],
  ['enterprise-software', 'Enterprise Software & SaaS'],
  ['fintech', 'Financial Services & Fintech'],
  ['food-beverage', 'Food & Beverage'],
  ['gaming', 'Gaming & Esports'],
  ['healthcare', 'Healthcare & Medtech'],
  ['horizontal', 'Horizontal', 'Serves customers across many industries'],
  ['hr-tech', 'HR & Future of Work'],
  ['insurtech', 'Insurance & Insurtech'],
  ['legal-tech', 'Legal Tech'],
  ['logistics', 'Logistics & Supply Chain'],
  ['manufacturing', 'Manufacturing & Industry 4.0'],
  ['media', 'Media & Entertainment'],
  ['proptech', 'Real Estate & Construction'],
  ['social-impact', 'Social Impact'],
  ['space-defence', 'Space & Defence'],
  ['telecom', 'Telecom & Connectivity'],
  ['travel', 'Travel & Hospitality'],
];

const technologies: TermSeed[] = [
  ['ai-ml', 'Artificial Intelligence & Machine Learning'],
  ['generative-ai', 'Generative AI'],
  ['computer-vision', 'Computer Vision'],
  ['nlp', 'Natural Language Processing'],
  ['iot', 'Internet of Things'],
  ['blockchain', 'Blockchain & Distributed Ledgers'],
  ['ar-vr', 'Augmented & Virtual Reality'],
  ['robotics', 'Robotics & Automation'],
  ['drones', 'Drones & UAVs'],
  ['3d-printing', '3D Printing & Additive Manufacturing'],
  ['cloud', 'Cloud & DevOps'],
  ['data-analytics', 'Big Data & Analytics'],
  ['security', 'Security & Identity'],
  ['quantum', 'Quantum Computing'],
  ['genomics', 'Genomics & Synthetic Biology'],
  ['battery', 'Batteries & Energy Storage'],
  ['semiconductors', 'Semiconductors'],
  ['5g', '5G & Wireless'],
  ['low-code', 'Low-code & No-code'],
  ['geospatial', 'Geospatial & Remote Sensing'],
];

const skills: TermSeed[] = [
  ['product-management', 'Product management'],
  ['ux-design', 'UX & UI design'],
  ['frontend', 'Frontend development'],
  ['backend', 'Backend development'],
  ['mobile', 'Mobile app development'],
  ['data-science', 'Data science'],
  ['machine-learning', 'Machine learning engineering'],
  ['data-engineering', 'Data engineering'],
  ['devops', 'DevOps & site reliability'],
  ['cloud-architecture', 'Cloud architecture'],
  ['cybersecurity', 'Cybersecurity'],
  ['qa', 'Quality assurance & testing'],
  ['hardware', 'Hardware prototyping'],
  ['digital-marketing', 'Digital marketing'],
  ['seo', 'Search engine optimisation'],
  ['content-marketing', 'Content marketing'],
  ['performance-marketing', 'Performance marketing'],
  ['brand-strategy', 'Brand strategy'],
  ['public-relations', 'Public relations'],
  ['community', 'Community building'],
  ['growth', 'Growth & experimentation'],
  ['b2b-sales', 'B2B sales'],
  ['enterprise-sales', 'Enterprise sales'],
  ['business-development', 'Business development'],
  ['customer-success', 'Customer success'],
  ['gtm', 'Go-to-market strategy'],
  ['pricing', 'Pricing strategy'],
  ['financial-modelling', 'Financial modelling'],
  ['fundraising', 'Fundraising'],
  ['accounting', 'Accounting & bookkeeping'],
  ['tax', 'Tax & compliance'],
  ['legal', 'Contracts & corporate law'],
  ['ip', 'Intellectual property'],
  ['regulatory', 'Regulatory affairs'],
  ['recruiting', 'Recruiting & talent'],
  ['people-ops', 'People operations'],
  ['operations', 'Operations'],
  ['supply-chain', 'Supply chain management'],
  ['export', 'Export & international trade'],
  ['leadership', 'Leadership & team building'],
];

const organizationTypes: TermSeed[] = [
  ['private-limited', 'Private limited company'],
  ['llp', 'Limited liability partnership'],
  ['partnership', 'Partnership firm'],
  ['sole-proprietorship', 'Sole proprietorship'],
  ['public-limited', 'Public limited company'],
  ['non-profit', 'Non-profit or Section 8 company'],
  ['government', 'Government body'],
  ['academic', 'University or academic institution'],
  ['incubator', 'Incubator'],
  ['accelerator', 'Accelerator'],
  ['corporate-venture', 'Corporate venture arm'],
  ['vc-firm', 'Venture capital firm'],
  ['angel-network', 'Angel network'],
  ['family-office', 'Family office'],
  ['bank-nbfc', 'Bank or NBFC'],
];

const investmentTypes: TermSeed[] = [
  ['equity', 'Equity', 'Shares in exchange for capital'],
  ['convertible-note', 'Convertible note', 'Debt that converts to equity at the next priced round'],
  ['safe', 'SAFE', 'Simple agreement for future equity'],
  ['ccd', 'Compulsorily convertible debentures', 'Debentures that must convert to equity, common in India'],
  ['venture-debt', 'Venture debt'],
  ['revenue-based', 'Revenue-based financing', 'Repaid as a share of monthly revenue'],
  ['grant', 'Grant', 'Non-dilutive funding'],
  ['crowdfunding', 'Equity crowdfunding'],
  ['syndicate', 'Syndicate co-investment'],
  ['secondary', 'Secondary purchase'],
];

const indianGrants: TermSeed[] = [
  [
    'sisfs',
    'Startup India Seed Fund Scheme',
    'DPIIT: up to ₹20 lakh for proof of concept and ₹50 lakh for market entry, through incubators',
  ],
  ['ffs', 'Fund of Funds for Startups', 'SIDBI-managed fund investing in SEBI-registered AIFs that back startups'],
  ['cgss', 'Credit Guarantee Scheme for Startups', 'Guarantees on collateral-free loans to DPIIT-recognised startups'],
  ['birac-big', 'BIRAC Biotechnology Ignition Grant', 'Up to ₹50 lakh for biotech proof of concept'],
  ['nidhi-prayas', 'NIDHI-PRAYAS', 'DST grant of up to ₹10 lakh to build a hardware prototype'],
  ['nidhi-ssp', 'NIDHI Seed Support Programme', 'DST seed support through technology business incubators'],
  ['meity-samridh', 'MeitY SAMRIDH', 'Acceleration and matching investment for software product startups'],
  ['aim-aic', 'Atal Innovation Mission incubation', 'NITI Aayog support through Atal Incubation Centres'],
  ['msme-idea-hackathon', 'MSME Idea Hackathon', 'Ministry of MSME support of up to ₹15 lakh per selected idea'],
];

const usGrants: TermSeed[] = [
  ['sbir', 'Small Business Innovation Research (SBIR)', 'US federal R&D awards in phases I and II'],
  ['sttr', 'Small Business Technology Transfer (STTR)', 'SBIR-like awards for work with a research institution'],
  ['nsf-seed', "NSF America's Seed Fund", 'National Science Foundation SBIR/STTR, up to about $2 million'],
  ['arpa-e', 'ARPA-E', 'US Department of Energy funding for high-risk energy technology'],
];

const otherGrants: TermSeed[] = [
  ['innovate-uk-smart', 'Innovate UK Smart Grants', 'UK funding for game-changing R&D projects'],
  ['eic-accelerator', 'EIC Accelerator', 'European Innovation Council grants and equity up to €17.5 million'],
  ['startup-sg-founder', 'Startup SG Founder', 'Enterprise Singapore start-up capital for first-time founders'],
  ['edg-singapore', 'Enterprise Development Grant', 'Singapore support for upgrading, innovation and overseas growth'],
];

const productStages: TermSeed[] = [
  ['idea', 'Idea'],
  ['proof-of-concept', 'Proof of concept'],
  ['prototype', 'Prototype'],
  ['mvp', 'Minimum viable product'],
  ['pilot', 'Beta or pilot'],
  ['early-traction', 'Early traction'],
  ['scaling', 'Scaling'],
  ['mature', 'Mature product'],
];

const fundingStages: TermSeed[] = [
  ['bootstrapped', 'Bootstrapped'],
  ['pre-seed', 'Pre-seed'],
  ['seed', 'Seed'],
  ['pre-series-a', 'Pre-Series A'],
  ['series-a', 'Series A'],
  ['series-b', 'Series B'],
  ['series-c-plus', 'Series C and later'],
  ['pre-ipo', 'Pre-IPO'],
  ['listed', 'Listed'],
];

const businessModels: TermSeed[] = [
  ['b2b', 'B2B'],
  ['b2c', 'B2C'],
  ['b2b2c', 'B2B2C'],
  ['d2c', 'Direct to consumer'],
  ['b2g', 'Business to government'],
  ['marketplace', 'Marketplace'],
  ['subscription', 'Subscription'],
  ['transactional', 'Transaction fees'],
  ['freemium', 'Freemium'],
  ['advertising', 'Advertising'],
  ['licensing', 'Licensing'],
  ['hardware-service', 'Hardware plus service'],
];

const deliveryModels: TermSeed[] = [
  ['saas', 'Software as a service'],
  ['on-premise', 'On-premise software'],
  ['hybrid', 'Hybrid cloud and on-premise'],
  ['mobile-app', 'Mobile app'],
  ['api-platform', 'Platform or API'],
  ['physical-product', 'Physical product'],
  ['services', 'Professional services'],
  ['franchise', 'Franchise'],
];

const maturityStages: TermSeed[] = [
  ['ideation', 'Ideation'],
  ['validation', 'Validation'],
  ['early-traction', 'Early traction'],
  ['growth', 'Growth'],
  ['expansion', 'Expansion'],
  ['maturity', 'Maturity'],
];

const mentorshipAreas: TermSeed[] = [
  ['investor-readiness', 'Fundraising & investor readiness'],
  ['go-to-market', 'Go-to-market'],
  ['product-strategy', 'Product strategy'],
  ['technology', 'Technology & architecture'],
  ['sales', 'Sales'],
  ['marketing', 'Marketing & branding'],
  ['unit-economics', 'Finance & unit economics'],
  ['legal-compliance', 'Legal & compliance'],
  ['people-culture', 'Hiring, people & culture'],
  ['international', 'International expansion'],
  ['operations', 'Operations & supply chain'],
  ['leadership', 'Leadership & founder wellbeing'],
  ['pitching', 'Pitching & storytelling'],
];

// Categories are the pitch kinds of the recorder; topics hang under them by parentCode.
const pitchVideoTopics: TermSeed[] = [
  ['fundraising-pitch', 'Fundraising pitch', 'Convince investors to back the company'],
  ['sales-pitch', 'Sales pitch', 'Win a customer'],
  ['hiring-pitch', 'Hiring pitch', 'Attract the people you need'],
  ['fundraising-problem', 'The problem', 'Who hurts, how much, and how they cope today', 'fundraising-pitch'],
  ['fundraising-solution', 'Your solution', 'What you built and why it is better', 'fundraising-pitch'],
  ['fundraising-market', 'Market size', 'TAM, SAM and SOM, bottom-up', 'fundraising-pitch'],
  ['fundraising-model', 'Business model', 'Who pays, how much and how often', 'fundraising-pitch'],
  ['fundraising-traction', 'Traction', 'Revenue, users, growth rate and retention', 'fundraising-pitch'],
  ['fundraising-competition', 'Competition', 'Alternatives and why you win', 'fundraising-pitch'],
  ['fundraising-team', 'Team', 'Why this team will build it', 'fundraising-pitch'],
  ['fundraising-financials', 'Financials', 'Burn, runway and the plan for three years', 'fundraising-pitch'],
  ['fundraising-ask', 'The ask', 'How much you raise and what it buys', 'fundraising-pitch'],
  ['sales-pain', 'Customer pain', 'The cost of the problem for this buyer', 'sales-pitch'],
  ['sales-demo', 'Product demo', 'The product solving it, in two minutes', 'sales-pitch'],
  ['sales-roi', 'Value & ROI', 'Money or time saved, with numbers', 'sales-pitch'],
  ['sales-case-study', 'Case study', 'A customer like them, before and after', 'sales-pitch'],
  ['sales-pricing', 'Pricing', 'Plans and what is included', 'sales-pitch'],
  ['sales-onboarding', 'Implementation & support', 'How they go live and who helps', 'sales-pitch'],
  ['sales-next-step', 'Next step', 'The trial, pilot or call you propose', 'sales-pitch'],
  ['hiring-mission', 'Mission & vision', 'Why the company exists', 'hiring-pitch'],
  ['hiring-culture', 'Culture & values', 'How the team works together', 'hiring-pitch'],
  ['hiring-role', 'The role', 'What the new hire will own in the first year', 'hiring-pitch'],
  ['hiring-growth', 'Growth path', 'How people learn and move up', 'hiring-pitch'],
  ['hiring-founders', 'Meet the founders', 'Who you will work with', 'hiring-pitch'],
  ['hiring-benefits', 'Pay & benefits', 'Salary bands, equity and perks', 'hiring-pitch'],
];

const shared: Record<TaxonomyKind, TermSeed[]> = {
  industries,
  technologies,
  skills,
  'organization-types': organizationTypes,
  'investment-types': investmentTypes,
  'government-grants': [...indianGrants, ...usGrants],
  'product-stages': productStages,
  'funding-stages': fundingStages,
  'business-models': businessModels,
  'delivery-models': deliveryModels,
  'maturity-stages': maturityStages,
  'mentorship-areas': mentorshipAreas,
  'pitch-video-topics': pitchVideoTopics,
};

/** The taxonomies of a demo tenant; alpha, an international accelerator network, has its own grants and a web3 track. */
export const taxonomiesFor = (slug: string): Record<TaxonomyKind, TermSeed[]> => {
  if (slug !== 'alpha') return shared;
  return {
    ...shared,
    industries: [...industries, ['web3', 'Web3 & Digital Assets']],
    'government-grants': [...usGrants, ...otherGrants, ['sisfs', 'Startup India Seed Fund Scheme']],
  };
};
