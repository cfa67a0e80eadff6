import {
  type InvestorType,
  investorTypeLabels,
  type LookingFor,
  lookingForLabels,
  type OrganisationKind,
  organisationKindLabels,
  type SearchOption,
  type SearchOptionRole,
  type TaxonomyKind,
} from '@ventura/shared';
import type { Db } from '../../platform/db/index.ts';
import { listCountries, listTermsOfKinds } from '../../platform/reference/repo.ts';
import { horizontalFirst } from './service.ts';

type Source = { taxonomy: TaxonomyKind } | { countries: true } | { choices: Record<string, string> };
type Filter = { key: string; label: string; multiple: boolean; source: Source };

const taxonomy = (key: string, label: string, kind: TaxonomyKind): Filter => ({
  key,
  label,
  multiple: true,
  source: { taxonomy: kind },
});
const countriesFilter: Filter = { key: 'countries', label: 'Country', multiple: true, source: { countries: true } };
const industries = taxonomy('industries', 'Industry', 'industries');

const investorTypes: Record<InvestorType, string> = investorTypeLabels;
const organisationKinds: Record<OrganisationKind, string> = organisationKindLabels;
const lookingFor: Record<LookingFor, string> = lookingForLabels;

/** The filters of each directory, in the order the filter panel shows them. */
export const searchFilters: Record<SearchOptionRole, Filter[]> = {
  startup: [
    industries,
    taxonomy('technologies', 'Technology', 'technologies'),
    taxonomy('productStages', 'Product stage', 'product-stages'),
    taxonomy('fundingStages', 'Funding stage', 'funding-stages'),
    taxonomy('businessModels', 'Business model', 'business-models'),
    taxonomy('deliveryModels', 'Delivery model', 'delivery-models'),
    { key: 'lookingFor', label: 'Looking for', multiple: true, source: { choices: lookingFor } },
    countriesFilter,
  ],
  investor: [
    { key: 'investorType', label: 'Investor type', multiple: false, source: { choices: investorTypes } },
    taxonomy('investmentTypes', 'Investment type', 'investment-types'),
    taxonomy('fundingStages', 'Stages invested in', 'funding-stages'),
    industries,
    countriesFilter,
  ],
  corporate: [taxonomy('organizationTypes', 'Organization type', 'organization-types'), industries, countriesFilter],
  mentor: [
    taxonomy('mentorshipAreas', 'Mentorship area', 'mentorship-areas'),
    industries,
    taxonomy('skills', 'Skill', 'skills'),
    countriesFilter,
  ],
  service_provider: [
    taxonomy('services', 'Services offered', 'skills'),
    industries,
    taxonomy('maturityStages', 'Serves startups at', 'maturity-stages'),
    countriesFilter,
  ],
  partner: [taxonomy('organizationTypes', 'Organization type', 'organization-types'), industries, countriesFilter],
  program_office: [
    { key: 'organisationKind', label: 'Organisation', multiple: false, source: { choices: organisationKinds } },
    industries,
    countriesFilter,
  ],
  individual: [taxonomy('skills', 'Skill', 'skills'), industries, countriesFilter],
};

/** The filters of a role's directory with their choices, read from the tenant's taxonomies. */
export const buildSearchOptions = async (db: Db, tenantId: string, role: SearchOptionRole): Promise<SearchOption[]> => {
  const filters = searchFilters[role];
  const kinds = filters.flatMap((filter) => ('taxonomy' in filter.source ? [filter.source.taxonomy] : []));
  const needsCountries = filters.some((filter) => 'countries' in filter.source);
  const [terms, countryRows] = await Promise.all([
    listTermsOfKinds(db, tenantId, kinds),
    needsCountries ? listCountries(db) : Promise.resolve([]),
  ]);
  const optionsOf = (source: Source) => {
    if ('countries' in source) return countryRows.map((c) => ({ value: c.isoCode, label: c.name }));
    if ('choices' in source) return Object.entries(source.choices).map(([value, label]) => ({ value, label }));
    const ofKind = terms.filter((term) => term.kind === source.taxonomy);
    const ordered = source.taxonomy === 'industries' ? horizontalFirst(ofKind) : ofKind;
    return ordered.map((term) => ({ value: term.code, label: term.name }));
  };
  return filters.map((filter) => ({
    key: filter.key,
    label: filter.label,
    multiple: filter.multiple,
    options: optionsOf(filter.source),
  }));
};
