import { Checkbox, Paper, Stack, Switch, TagsInput, Text, TextInput, Title } from '@mantine/core';
import type { ImportableProfile, ImportField, ImportSource } from '@ventura/shared';
import { fileSizeText } from '../../../ui/file-size.ts';
import { type Correction, fieldsBySection, type ImportChoices } from '../import-wizard.ts';

type Props = {
  profile: ImportableProfile;
  source: ImportSource;
  choices: ImportChoices;
  onChange: (choices: ImportChoices) => void;
  /** The server's refusals of corrected values, by field key. */
  fieldErrors: Record<string, string>;
  disabled: boolean;
};

const problemColor = 'var(--mantine-color-error)';

function CorrectionInput({
  field,
  correction,
  error,
  disabled,
  onCorrect,
}: {
  field: ImportField;
  correction: Correction;
  error: string | undefined;
  disabled: boolean;
  onCorrect: (correction: Correction) => void;
}) {
  const label = `Corrected ${field.label.toLowerCase()}`;
  if (Array.isArray(correction)) {
    return (
      <TagsInput
        label={label}
        description="Type a value and press Enter; remove those this platform does not take"
        value={correction}
        onChange={onCorrect}
        error={error}
        disabled={disabled}
        clearable
      />
    );
  }
  if (typeof correction === 'boolean') {
    return (
      <Switch
        label={label}
        checked={correction}
        onChange={(event) => onCorrect(event.currentTarget.checked)}
        error={error}
        disabled={disabled}
      />
    );
  }
  return (
    <TextInput
      label={label}
      value={correction}
      onChange={(event) => onCorrect(event.currentTarget.value)}
      error={error}
      disabled={disabled}
    />
  );
}

/**
 * What of the chosen profile comes: every field by section with its value in words, chosen unless this
 * platform would refuse it as it is; such a field says why and takes a corrected value, which chooses it. Then
 * the files, and whether later changes there keep flowing here.
 */
export function ImportChecklist({ profile, source, choices, onChange, fieldErrors, disabled }: Props) {
  const setField = (key: string, chosen: boolean) =>
    onChange({ ...choices, fields: { ...choices.fields, [key]: chosen } });
  const correct = (key: string, correction: Correction) =>
    onChange({
      ...choices,
      fields: { ...choices.fields, [key]: true },
      corrections: { ...choices.corrections, [key]: correction },
    });

  return (
    <Stack gap="md">
      {fieldsBySection(profile.fields).map(({ section, fields }) => (
        <Paper key={section} component="fieldset" withBorder radius="md" p="md" m={0}>
          <Title component="legend" order={3} size="h5" px={4}>
            {section}
          </Title>
          <Stack gap="sm">
            {fields.map((field) => {
              const correction = choices.corrections[field.key];
              const error = fieldErrors[field.key];
              return (
                <Stack key={field.key} gap={6}>
                  <Checkbox
                    label={field.label}
                    description={field.display || 'Empty'}
                    checked={choices.fields[field.key] === true}
                    onChange={(event) => setField(field.key, event.currentTarget.checked)}
                    disabled={disabled}
                    styles={{ description: { overflowWrap: 'anywhere' } }}
                  />
                  {field.problem ? (
                    <Text size="sm" c={problemColor} pl={32}>
                      {field.problem}
                    </Text>
                  ) : null}
                  {correction !== undefined ? (
                    <Stack pl={32}>
                      <CorrectionInput
                        field={field}
                        correction={correction}
                        error={error}
                        disabled={disabled}
                        onCorrect={(value) => correct(field.key, value)}
                      />
                    </Stack>
                  ) : error ? (
                    <Text size="sm" c={problemColor} pl={32} role="alert">
                      {error}
                    </Text>
                  ) : null}
                </Stack>
              );
            })}
          </Stack>
        </Paper>
      ))}
      {profile.files.length > 0 ? (
        <Paper component="fieldset" withBorder radius="md" p="md" m={0}>
          <Title component="legend" order={3} size="h5" px={4}>
            Files
          </Title>
          <Stack gap="sm">
            {profile.files.map((file) => (
              <Stack key={file.key} gap={6}>
                <Checkbox
                  label={file.label}
                  description={fileSizeText(file.bytes)}
                  checked={file.problem === null && choices.files[file.key] === true}
                  onChange={(event) =>
                    onChange({ ...choices, files: { ...choices.files, [file.key]: event.currentTarget.checked } })
                  }
                  disabled={disabled || file.problem !== null}
                />
                {file.problem ? (
                  <Text size="sm" c={problemColor} pl={32}>
                    {file.problem}
                  </Text>
                ) : null}
              </Stack>
            ))}
          </Stack>
        </Paper>
      ) : null}
      <Switch
        label="Keep my profile here up to date when I change it there"
        description={`Each time you save your profile on ${source.name}, the fields you bring are copied here. You can turn this off, or cut the link between the two profiles, at any time under Your data.`}
        checked={choices.keepInStep}
        onChange={(event) => onChange({ ...choices, keepInStep: event.currentTarget.checked })}
        disabled={disabled}
      />
    </Stack>
  );
}
