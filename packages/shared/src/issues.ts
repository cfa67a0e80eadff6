import type { z } from 'zod';

/*
 * Words for zod's default messages. A schema that says what to fix in its own words ('Company name
 * required') keeps them; every other problem ('Invalid input: expected string, received undefined')
 * becomes a sentence naming the field: 'Pitch is required'. Passed where input is checked (the server's
 * request validation, a form's check in the web) as the parse's error map, so it never overrides a
 * schema's own message and changes nothing globally.
 */

type RawIssue = z.core.$ZodRawIssue;

/** Words people know in a field's name. */
const words: Record<string, string> = { id: 'ID', ids: 'IDs', uuid: 'ID', uuids: 'IDs', url: 'link', urls: 'links' };

/** A field's name as a label: 'companyName' → 'Company name', 'profileUUID' → 'Profile ID', 'time_zone' → 'Time zone'. */
export const fieldLabel = (key: string) => {
  const parts = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((part) => part !== '')
    .map(
      (part) => words[part.toLowerCase()] ?? (/^[A-Z0-9]+$/.test(part) && part.length > 1 ? part : part.toLowerCase()),
    );
  const text = parts.join(' ');
  return text === '' ? 'This field' : text.charAt(0).toUpperCase() + text.slice(1);
};

/** The label of the field at a path: its last name, with the item's place when it is one of a list. */
export const pathLabel = (path: readonly PropertyKey[] = []) => {
  const last = path.findLastIndex((part) => typeof part === 'string');
  if (last < 0) return path.length > 0 ? `Item ${Number(path[path.length - 1]) + 1}` : 'This request';
  const label = fieldLabel(String(path[last]));
  const item = path[last + 1];
  return typeof item === 'number' ? `${label} (item ${item + 1})` : label;
};

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  set: 'a list',
  object: 'a group of fields',
  record: 'a group of fields',
  map: 'a group of fields',
  date: 'a date',
  file: 'a file',
};

const formatWords: Record<string, string> = {
  email: 'a valid email address',
  url: 'a link starting with http:// or https://',
  uuid: 'a valid ID',
  guid: 'a valid ID',
  datetime: 'a date and time, like 2027-03-01T09:30:00Z',
  date: 'a date, like 2027-03-01',
  time: 'a time, like 09:30',
  e164: 'a phone number with its country code, like +14155550123',
  ipv4: 'an IP address',
  ipv6: 'an IP address',
};

const quoted = (values: readonly unknown[]) => values.map((value) => JSON.stringify(value)).join(', ');
const plural = (count: number | bigint, one: string, many = `${one}s`) =>
  `${count} ${Number(count) === 1 ? one : many}`;

const tooSmall = (label: string, issue: Extract<RawIssue, { code: 'too_small' }>) => {
  const { minimum, origin, inclusive } = issue;
  if (origin === 'string') {
    return Number(minimum) <= 1 ? `${label} is required` : `${label} needs at least ${plural(minimum, 'character')}`;
  }
  if (origin === 'array' || origin === 'set') {
    return Number(minimum) <= 1 ? `${label}: choose at least one` : `${label}: choose at least ${minimum}`;
  }
  if (origin === 'file') return `${label} must be at least ${plural(minimum, 'byte')}`;
  if (origin === 'date') return `${label} must be on or after ${new Date(Number(minimum)).toISOString()}`;
  return inclusive === false ? `${label} must be more than ${minimum}` : `${label} must be ${minimum} or more`;
};

const tooBig = (label: string, issue: Extract<RawIssue, { code: 'too_big' }>) => {
  const { maximum, origin, inclusive } = issue;
  if (origin === 'string') return `${label} can be at most ${plural(maximum, 'character')}`;
  if (origin === 'array' || origin === 'set') return `${label} can have at most ${plural(maximum, 'item')}`;
  if (origin === 'file') return `${label} can be at most ${plural(maximum, 'byte')}`;
  if (origin === 'date') return `${label} must be on or before ${new Date(Number(maximum)).toISOString()}`;
  return inclusive === false ? `${label} must be less than ${maximum}` : `${label} must be ${maximum} or less`;
};

const badFormat = (label: string, issue: Extract<RawIssue, { code: 'invalid_format' }>) => {
  if (issue.format === 'starts_with' && 'prefix' in issue) return `${label} must start with "${issue.prefix}"`;
  if (issue.format === 'ends_with' && 'suffix' in issue) return `${label} must end with "${issue.suffix}"`;
  if (issue.format === 'includes' && 'includes' in issue) return `${label} must include "${issue.includes}"`;
  const expected = formatWords[issue.format];
  return expected ? `${label} must be ${expected}` : `${label} is not in the expected form`;
};

/**
 * The words for one problem zod found, naming the field: 'Pitch is required', 'Limit must be 100 or
 * less', 'Account type must be one of: "startup", "investor"'. A zod error map: pass it as
 * `schema.safeParse(input, { error: humanIssue })`.
 */
export const humanIssue = (issue: RawIssue): string => {
  const label = pathLabel(issue.path);
  // Nothing given where something is needed (a missing field, a missing choice): whatever the check.
  const missing = issue.input === undefined || (issue.input === null && issue.code === 'invalid_type');
  if (missing && ['invalid_type', 'invalid_value', 'invalid_union'].includes(issue.code)) {
    return label === 'This request' ? 'Send the details this asks for' : `${label} is required`;
  }
  switch (issue.code) {
    case 'invalid_type': {
      const expected = typeWords[issue.expected];
      return expected ? `${label} must be ${expected}` : `${label} is not valid`;
    }
    case 'too_small':
      return tooSmall(label, issue);
    case 'too_big':
      return tooBig(label, issue);
    case 'invalid_format':
      return badFormat(label, issue);
    case 'invalid_value':
      if (issue.values.length === 1) return `${label} must be ${quoted(issue.values)}`;
      return issue.values.length <= 12
        ? `${label} must be one of: ${quoted(issue.values)}`
        : `${label} is not one of the choices offered`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `"${issue.keys[0]}" is not a field here: remove it`
        : `${quoted(issue.keys)} are not fields here: remove them`;
    case 'invalid_element':
      return `${label} has a value that is not valid`;
    case 'invalid_key':
      return `${label} has a name that is not valid`;
    default:
      return `${label} is not valid`;
  }
};
