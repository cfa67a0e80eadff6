/*
 * What a public profile shows, as plain data: which fields of which sections have values, how each value
 * reads, and what the notices about withheld fields say. Pure functions of the registry and the answer,
 * so the page only lays them out.
 */
import {
  type FieldAudience,
  type FieldDef,
  type FieldValue,
  type FieldValues,
  type InvestorType,
  isFilled,
  type ListDef,
  type ProfileAccountType,
  type PublicProfile,
  profileTypes,
  type SectionDef,
  sectionsOf,
  type TaxonomyKind,
  type TenantDetails,
} from '@ventura/shared';

/** A value as the page shows it. */
export type Shown =
  | { kind: 'text'; text: string }
  /** Several lines or paragraphs, kept as written. */
  | { kind: 'paragraphs'; text: string }
  | { kind: 'link'; href: string; text: string }
  | { kind: 'badges'; items: string[] }
  /** A flag that is on, said in its own words: 'Raising funds now'. */
  | { kind: 'flag'; text: string };

/** Names of the codes a profile stores: taxonomy terms, countries and states. Undefined while unknown. */
export type Names = {
  term: (taxonomy: TaxonomyKind, code: string) => string | undefined;
  country: (code: string) => string | undefined;
  state: (code: string) => string | undefined;
};

const numbers = new Intl.NumberFormat('en');

/** A sum of money in whole units, grouped by thousands: 1500000 → '1,500,000'. */
export const formatAmount = (amount: number) => numbers.format(amount);

/** An ISO date (YYYY-MM-DD) as '15 Jan 2024'; anything else as given. */
export const formatDate = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
};

/**
 * A web address to link to: only http and https, and a bare 'example.com' (which the validation allows)
 * becomes https://example.com. Anything else is not linked.
 */
export const webHref = (value: string) => {
  const trimmed = value.trim();
  const candidate = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

/** A web address as link text: without the scheme, 'www.' and a trailing slash. */
export const webText = (value: string) =>
  value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');

const asList = (value: FieldValue): string[] => (Array.isArray(value) ? value : [String(value)]);

/**
 * How one field's value reads, or null when there is nothing to show: an empty value, and a flag that is
 * off (a profile says 'Raising funds now', never 'Raising funds now: no').
 */
export const shownValue = (field: FieldDef, value: FieldValue | undefined, names: Names): Shown | null => {
  if (value === undefined || !isFilled(value)) return null;
  switch (field.kind) {
    case 'text':
    case 'city':
      return { kind: 'text', text: String(value) };
    case 'textarea':
      return { kind: 'paragraphs', text: String(value) };
    case 'url': {
      const href = webHref(String(value));
      return href ? { kind: 'link', href, text: webText(String(value)) } : { kind: 'text', text: String(value) };
    }
    case 'email':
      return { kind: 'link', href: `mailto:${String(value)}`, text: String(value) };
    case 'phone':
      return { kind: 'link', href: `tel:${String(value).replace(/[^+0-9]/g, '')}`, text: String(value) };
    case 'integer':
    case 'amount':
      return typeof value === 'number' ? { kind: 'text', text: formatAmount(value) } : null;
    case 'year':
      return { kind: 'text', text: String(value) };
    case 'date':
      return { kind: 'text', text: formatDate(String(value)) };
    case 'boolean':
      return value === true ? { kind: 'flag', text: field.label } : null;
    case 'choice':
      return { kind: 'text', text: field.options[String(value)] ?? String(value) };
    case 'choices':
      return { kind: 'badges', items: asList(value).map((code) => field.options[code] ?? code) };
    case 'term':
      return { kind: 'text', text: names.term(field.taxonomy, String(value)) ?? String(value) };
    case 'terms':
      return { kind: 'badges', items: asList(value).map((code) => names.term(field.taxonomy, code) ?? code) };
    case 'tags':
      return { kind: 'badges', items: asList(value) };
    case 'country':
      return { kind: 'text', text: names.country(String(value)) ?? String(value) };
    case 'countries':
      return { kind: 'badges', items: asList(value).map((code) => names.country(code) ?? code) };
    case 'state':
      return { kind: 'text', text: names.state(String(value)) ?? String(value) };
  }
};

/** Fields the header shows (name, tagline, place, links), so the sections do not repeat them. */
export const headerFieldKeys: ReadonlySet<string> = new Set([
  'name',
  'tagline',
  'website',
  'linkedin',
  'countryCode',
  'stateCode',
  'city',
]);

/**
 * A field's label on a profile: the registry's, which is written for the form, but for the questions
 * that read oddly as a heading ('What does your startup do?' is 'About').
 */
export const profileLabel = (field: FieldDef) => (field.key === 'about' ? 'About' : field.label);

export type ShownField = { field: FieldDef; shown: Shown };
export type ShownSection = { section: SectionDef; fields: ShownField[] };

/** The sections of the profile's type that have something to show, each with only its filled fields. */
export const shownSections = (
  type: ProfileAccountType,
  investorType: InvestorType | null,
  values: FieldValues,
  names: Names,
): ShownSection[] =>
  sectionsOf(type, investorType).flatMap((section) => {
    const fields = section.fields.flatMap((field) => {
      if (headerFieldKeys.has(field.key)) return [];
      const shown = shownValue(field, values[field.key], names);
      return shown ? [{ field, shown }] : [];
    });
    return fields.length > 0 ? [{ section, fields }] : [];
  });

/** Keys that name a list item; the first one filled is its card's title, the next its subtitle. */
const titleKeys = ['name', 'title'];
const subtitleKeys = ['designation', 'organization', 'kind'];

export type ShownItem = { id: number; title: string; subtitle: string | null; fields: ShownField[] };
export type ShownList = { list: ListDef; items: ShownItem[] };

const firstFilled = (list: ListDef, values: FieldValues, keys: readonly string[], names: Names) => {
  for (const key of keys) {
    const field = list.fields.find((candidate) => candidate.key === key);
    const shown = field ? shownValue(field, values[key], names) : null;
    if (field && shown?.kind === 'text') return { key, text: shown.text };
  }
  return null;
};

/** The lists with items (founders, advisors...), each item as a card: its name, its role and the rest. */
export const shownLists = (type: ProfileAccountType, lists: PublicProfile['lists'], names: Names): ShownList[] =>
  profileTypes[type].lists.flatMap((list) => {
    const items = (lists[list.key] ?? []).map((item): ShownItem => {
      const title = firstFilled(list, item.values, titleKeys, names);
      const subtitle = firstFilled(list, item.values, subtitleKeys, names);
      const used = new Set([title?.key, subtitle?.key]);
      const fields = list.fields.flatMap((field) => {
        if (used.has(field.key)) return [];
        const shown = shownValue(field, item.values[field.key], names);
        return shown ? [{ field, shown }] : [];
      });
      return { id: item.id, title: title?.text ?? list.item, subtitle: subtitle?.text ?? null, fields };
    });
    return items.length > 0 ? [{ list, items }] : [];
  });

/**
 * Who besides the holder sees a field, for the holder's own view of the page: nothing for public fields,
 * 'Members only' for members' fields, and the tenant's rule for private ones.
 */
export const audienceNote = (
  audience: FieldAudience | undefined,
  privateTo: TenantDetails['profile_settings']['private_fields_to'],
) => {
  if (audience === undefined || audience === 'public') return null;
  if (audience === 'members' || privateTo === 'members') return 'Members only';
  return privateTo === 'connections' ? 'Connections only' : 'Only you';
};

/** 'City, State, Country' from the parts the profile has. */
export const placeOf = (values: FieldValues, names: Names) => {
  const city = typeof values.city === 'string' ? values.city.trim() : '';
  const state = typeof values.stateCode === 'string' ? (names.state(values.stateCode) ?? '') : '';
  const country = typeof values.countryCode === 'string' ? (names.country(values.countryCode) ?? '') : '';
  return [city, state, country].filter((part) => part !== '').join(', ');
};

/** The taxonomies whose names the profile needs: those of its filled term fields. */
export const taxonomiesUsed = (type: ProfileAccountType, values: FieldValues) => {
  const kinds = new Set<TaxonomyKind>();
  for (const section of profileTypes[type].sections) {
    for (const field of section.fields) {
      if ((field.kind === 'term' || field.kind === 'terms') && isFilled(values[field.key])) kinds.add(field.taxonomy);
    }
  }
  return [...kinds];
};

/**
 * A label inside a sentence: lower-case first letter, unless the first word is a name such as
 * 'LinkedIn' (another capital in it) or an acronym.
 */
export const inSentence = (label: string) => {
  const [first = ''] = label.split(' ');
  if (/[A-Z]/.test(first.slice(1))) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
};

/** 'a', 'a and b', 'a, b and c'. */
export const joinWords = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

export type WithheldNotice = { reason: 'sign_in' | 'connect'; text: string };

/**
 * What the visitor could see by signing in or connecting: one sentence per reason, naming the fields
 * ('Sign in to see annual revenue and funding raised to date').
 */
export const withheldNotices = (withheld: PublicProfile['withheld']): WithheldNotice[] =>
  (['sign_in', 'connect'] as const).flatMap((reason) => {
    const labels = [...new Set(withheld.filter((item) => item.reason === reason).map((item) => item.label))];
    if (labels.length === 0) return [];
    const action = reason === 'sign_in' ? 'Sign in' : 'Connect';
    return [{ reason, text: `${action} to see ${joinWords(labels.map(inSentence))}` }];
  });

/**
 * Where the page should be instead, if anywhere: the profile's canonical address when the one opened
 * differs from it (a missing or old slug). The query and fragment come along.
 */
export const canonicalRedirect = (location: { pathname: string; search: string; hash: string }, profileUrl: string) => {
  const decoded = (path: string) => {
    try {
      return decodeURI(path);
    } catch {
      return path;
    }
  };
  if (profileUrl === '' || decoded(location.pathname) === decoded(profileUrl)) return null;
  return `${profileUrl}${location.search}${location.hash}`;
};

/** Profile ids are UUIDs; anything else in their place cannot be a profile. */
export const isProfileId = (value: string | undefined): value is string =>
  value !== undefined && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Where to ask a connection to meet: the meetings feature's booking page (a plain path, so nothing of it loads here). */
export const meetingRequestPath = (profileUuid: string) => `/calender/book/${encodeURIComponent(profileUuid)}`;
