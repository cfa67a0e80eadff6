import { describe, expect, it } from 'vitest';
import {
  checkAnswers,
  type FormField,
  type FormFieldInput,
  FormFields,
  FormInput,
  FormPatch,
  fileAnswersOf,
  formSectionsOf,
  progressOf,
  visibleFields,
} from './forms.ts';

const fields = (input: FormFieldInput[]): FormField[] => FormFields.parse(input);
const upload = '5b1f0c2e-8a4d-4c3b-9f1e-2d7a6b5c4e3f';

const application = fields([
  { key: 'about', type: 'section', label: 'About you' },
  { key: 'name', type: 'short_text', label: 'Name', required: true },
  { key: 'pitch', type: 'long_text', label: 'Pitch', max: 20 },
  { key: 'team', type: 'number', label: 'Team size', min: 1, max: 50 },
  { key: 'stage', type: 'choice', label: 'Stage', options: ['Idea', 'Revenue'], required: true },
  { key: 'revenue', type: 'number', label: 'Revenue', required: true, showIf: { field: 'stage', equals: 'Revenue' } },
  { key: 'proof', type: 'file', label: 'Proof', showIf: { field: 'revenue' } },
  { key: 'sectors', type: 'multi_choice', label: 'Sectors', options: ['Health', 'Energy', 'Water'], max: 2 },
  { key: 'founded', type: 'date', label: 'Founded' },
  { key: 'site', type: 'url', label: 'Website' },
  { key: 'fit', type: 'rating', label: 'Fit', max: 4 },
]);

const check = (answers: Record<string, unknown>, complete = false) =>
  checkAnswers(application, answers as never, { complete });

describe('checkAnswers, type by type', () => {
  it('keeps well-formed answers, cleaned', () => {
    const result = check({
      name: '  Asha  ',
      pitch: 'Solar for farms',
      team: '4',
      stage: 'Revenue',
      revenue: 1200,
      proof: { uuid: upload, name: 'ignored.pdf', kind: 'pdf', size: 3 },
      sectors: ['Health', 'Water'],
      founded: '2024-02-29',
      site: ' https://solar.example ',
      fit: 4,
    });
    expect(result.errors).toEqual([]);
    expect(result.answers).toEqual({
      name: 'Asha',
      pitch: 'Solar for farms',
      team: 4,
      stage: 'Revenue',
      revenue: 1200,
      proof: { uuid: upload },
      sectors: ['Health', 'Water'],
      founded: '2024-02-29',
      site: 'https://solar.example',
      fit: 4,
    });
  });

  it.each([
    ['name', 42, 'answers.name: Name: answer with text'],
    ['pitch', 'x'.repeat(21), 'answers.pitch: Pitch: at most 20 characters'],
    ['team', 'four', 'answers.team: Team size: answer with a number'],
    ['team', 0, 'answers.team: Team size: at least 1'],
    ['team', 51, 'answers.team: Team size: at most 50'],
    ['stage', 'Growth', 'answers.stage: Stage: choose one of the options offered'],
    ['sectors', ['Health', 'Mining'], 'answers.sectors: Sectors: choose from the options offered'],
    ['sectors', ['Health', 'Health'], 'answers.sectors: Sectors: an option is chosen twice'],
    ['sectors', ['Health', 'Energy', 'Water'], 'answers.sectors: Sectors: choose at most 2'],
    ['founded', '2023-02-29', 'answers.founded: Founded: use a date as YYYY-MM-DD'],
    ['founded', '29/02/2024', 'answers.founded: Founded: use a date as YYYY-MM-DD'],
    ['site', 'javascript:alert(1)', 'answers.site: Website: enter a link starting with http:// or https://'],
    ['fit', 5, 'answers.fit: Fit: rate from 1 to 4'],
    ['fit', 2.5, 'answers.fit: Fit: rate from 1 to 4'],
  ])('refuses %s = %j', (key, value, error) => {
    const result = check({ [key]: value });
    expect(result.errors).toEqual([error]);
    expect(result.answers).not.toHaveProperty(key);
  });

  it('refuses a file answer that is not an upload', () => {
    const result = check({ stage: 'Revenue', revenue: 5, proof: { uuid: 'not-a-uuid' } });
    expect(result.errors).toEqual(['answers.proof: Proof: upload a file']);
  });

  it('leaves a short text at 300 characters unless the field says otherwise', () => {
    const short = fields([{ key: 'motto', type: 'short_text', label: 'Motto' }]);
    expect(checkAnswers(short, { motto: 'x'.repeat(300) }, { complete: false }).errors).toEqual([]);
    expect(checkAnswers(short, { motto: 'x'.repeat(301) }, { complete: false }).errors).toEqual([
      'answers.motto: Motto: at most 300 characters',
    ]);
  });
});

describe('checkAnswers, the form as a whole', () => {
  it('asks for required answers only when complete', () => {
    expect(check({}).errors).toEqual([]);
    expect(check({}, true).errors).toEqual(['answers.name: Name is required', 'answers.stage: Stage is required']);
    expect(check({ name: '   ', stage: 'Idea' }, true).errors).toEqual(['answers.name: Name is required']);
  });

  it('asks for a required question only while it is shown', () => {
    expect(check({ name: 'A', stage: 'Idea' }, true).errors).toEqual([]);
    expect(check({ name: 'A', stage: 'Revenue' }, true).errors).toEqual(['answers.revenue: Revenue is required']);
  });

  it('drops answers to hidden questions, so a changed choice leaves nothing stale', () => {
    const result = check({ name: 'A', stage: 'Idea', revenue: 500, proof: { uuid: upload } }, true);
    expect(result.errors).toEqual([]);
    expect(result.answers).toEqual({ name: 'A', stage: 'Idea' });
  });

  it('refuses unknown keys and answers to section headings', () => {
    expect(check({ nickname: 'Ash', about: 'x' }).errors).toEqual([
      'answers.nickname: this is not a question of the form',
      'answers.about: this is not a question of the form',
    ]);
  });

  it('follows a chain of conditions: hidden when any link above it is hidden', () => {
    expect(visibleFields(application, { stage: 'Revenue', revenue: 10 }).map((f) => f.key)).toContain('proof');
    expect(visibleFields(application, { stage: 'Revenue' }).map((f) => f.key)).not.toContain('proof');
    // revenue is answered but hidden (stage is Idea), so proof, which looks at it, is hidden too.
    const shown = visibleFields(application, { stage: 'Idea', revenue: 10 }).map((f) => f.key);
    expect(shown).not.toContain('revenue');
    expect(shown).not.toContain('proof');
  });

  it('shows a question conditioned on one option of a multiple choice when that option is among the answers', () => {
    const form = fields([
      { key: 'sectors', type: 'multi_choice', label: 'Sectors', options: ['Health', 'Water'] },
      { key: 'clinics', type: 'number', label: 'Clinics', showIf: { field: 'sectors', equals: 'Health' } },
    ]);
    expect(visibleFields(form, { sectors: ['Water', 'Health'] }).map((f) => f.key)).toEqual(['sectors', 'clinics']);
    expect(visibleFields(form, { sectors: ['Water'] }).map((f) => f.key)).toEqual(['sectors']);
  });
});

describe('progress, sections and files', () => {
  it('is the share of shown questions answered', () => {
    // Shown: name, pitch, team, stage, sectors, founded, site, fit (revenue and proof hidden).
    expect(progressOf(application, {})).toBe(0);
    expect(progressOf(application, { name: 'A', stage: 'Idea' })).toBe(25);
    // Revenue shows once chosen, and proof once revenue is answered: 3 of 10.
    expect(progressOf(application, { name: 'A', stage: 'Revenue', revenue: 3 })).toBe(30);
    expect(progressOf(fields([{ key: 'only', type: 'section', label: 'Heading' }]), {})).toBe(100);
  });

  it('splits a form at its headings', () => {
    const sections = formSectionsOf(
      fields([
        { key: 'intro', type: 'short_text', label: 'Intro' },
        { key: 'part', type: 'section', label: 'Part two' },
        { key: 'more', type: 'long_text', label: 'More' },
      ]),
    );
    expect(sections.map((s) => [s.heading?.label ?? null, s.fields.map((f) => f.key)])).toEqual([
      [null, ['intro']],
      ['Part two', ['more']],
    ]);
  });

  it('lists the uploads file answers name', () => {
    expect(fileAnswersOf(application, { proof: { uuid: upload }, name: 'A' })).toEqual([
      { field: application.find((f) => f.key === 'proof'), uuid: upload },
    ]);
  });
});

describe('FormFields refinements', () => {
  const issues = (input: unknown) => {
    const parsed = FormFields.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accepts a sound form and defaults required to false', () => {
    expect(issues([{ key: 'a', type: 'short_text', label: 'A' }])).toEqual([]);
    expect(fields([{ key: 'a', type: 'short_text', label: 'A' }])[0]?.required).toBe(false);
  });

  it.each([
    [
      'a repeated key',
      [
        { key: 'a', type: 'short_text', label: 'A' },
        { key: 'a', type: 'number', label: 'B' },
      ],
      '1.key: Two fields share the key a',
    ],
    ['a choice with one option', [{ key: 'c', type: 'choice', label: 'C', options: ['x'] }], 'C: offer at least two'],
    [
      'an option listed twice',
      [{ key: 'c', type: 'multi_choice', label: 'C', options: ['x', 'x'] }],
      '0.options: C: an option is listed twice',
    ],
    ['min above max', [{ key: 'n', type: 'number', label: 'N', min: 5, max: 1 }], '0.min: N: the smallest value'],
    ['a rating of 11', [{ key: 'r', type: 'rating', label: 'R', max: 11 }], '0.max: R: a rating scale is 2 to 10'],
    [
      'a condition on a later field',
      [
        { key: 'a', type: 'short_text', label: 'A', showIf: { field: 'b' } },
        { key: 'b', type: 'short_text', label: 'B' },
      ],
      '0.showIf.field: A: a condition can only look at a question above it',
    ],
    [
      'a condition on a heading',
      [
        { key: 's', type: 'section', label: 'S' },
        { key: 'a', type: 'short_text', label: 'A', showIf: { field: 's' } },
      ],
      '1.showIf.field: A: a condition can only look at a question above it',
    ],
    [
      'a condition on an option not offered',
      [
        { key: 'c', type: 'choice', label: 'C', options: ['x', 'y'] },
        { key: 'a', type: 'short_text', label: 'A', showIf: { field: 'c', equals: 'z' } },
      ],
      '1.showIf.equals: A: C does not offer z',
    ],
    ['a required heading', [{ key: 's', type: 'section', label: 'S', required: true }], '0.required: A section'],
    ['a bad key', [{ key: 'Bad Key', type: 'short_text', label: 'A' }], '0.key: A field key is 1 to 40'],
    ['an empty label', [{ key: 'a', type: 'short_text', label: '  ' }], '0.label: Every field needs a label'],
    ['an unknown type', [{ key: 'a', type: 'signature', label: 'A' }], '0.type: Choose a field type'],
    ['an unknown property', [{ key: 'a', type: 'short_text', label: 'A', script: 'x' }], 'Unrecognized key'],
  ])('refuses %s', (_what, input, expected) => {
    const found = issues(input);
    expect(
      found.some((issue) => issue.includes(expected)),
      found.join('\n'),
    ).toBe(true);
  });

  it('refuses more than 100 fields', () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ key: `q${i}`, type: 'short_text', label: `Q${i}` }));
    expect(issues(many)).toEqual([': A form can have at most 100 fields']);
  });
});

describe('FormInput and FormPatch', () => {
  it('fills in the defaults of a new form', () => {
    expect(FormInput.parse({ title: 'Intake', code: 'intake-2025', fields: [] })).toEqual({
      title: 'Intake',
      code: 'intake-2025',
      description: '',
      fields: [],
      audience: 'members',
      accountTypes: [],
      attachToProfile: false,
      status: 'draft',
    });
  });

  it('leaves out of a patch what was not sent, so nothing is reset', () => {
    expect(FormPatch.parse({ status: 'published' })).toEqual({ status: 'published' });
    expect(FormPatch.safeParse({ fields: [{ key: 'a', type: 'choice', label: 'A' }] }).success).toBe(false);
  });
});
