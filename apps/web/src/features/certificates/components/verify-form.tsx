import { Button, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { normaliseCertificateCode } from '@ventura/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { verifyPath } from '../paths.ts';

/** An id as printed, for the field's placeholder and its hints. */
export const exampleId = 'K7QM-2X9D-PA4T';

/** What is wrong with a typed id, or null when it reads as one. */
export const idProblem = (typed: string) => {
  if (typed.trim() === '') return 'Type the id printed on the certificate';
  if (normaliseCertificateCode(typed) === null) {
    return `A certificate id has 12 letters and digits, like ${exampleId}`;
  }
  return null;
};

type Props = {
  /** The form's name for assistive technology: 'Verify a certificate', 'Try another id'. */
  label: string;
  /** What the field starts with (the id that was not found). */
  initial?: string;
};

/**
 * 'Certificate id' and Verify: the id typed as people type it (lower case, no dashes, O for 0, I or L for
 * 1) is read as the id it means and its verify page opens; what cannot be an id is said on the field.
 */
export function VerifyForm({ label, initial = '' }: Props) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = idProblem(typed);
    const code = normaliseCertificateCode(typed);
    if (problem !== null || code === null) {
      setError(problem);
      return;
    }
    setError(null);
    void navigate(verifyPath(code));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm" align="flex-start">
        <TextInput
          label="Certificate id"
          description="Printed on the certificate, under its QR code"
          placeholder={exampleId}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          w="100%"
          maw={420}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.05em' } }}
        />
        <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
          Verify
        </Button>
      </Stack>
    </form>
  );
}
