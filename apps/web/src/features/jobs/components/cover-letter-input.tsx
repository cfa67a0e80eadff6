import { Textarea } from '@mantine/core';
import { limits } from '@ventura/shared';
import type { ReactNode } from 'react';
import { lengthState } from '../../../ui/text-length.ts';

type Props = { value: string; onChange: (value: string) => void; error?: ReactNode; onBlur?: () => void };

/** The cover letter, with how much of its length is used once it nears the limit. */
export function CoverLetterInput({ value, onChange, error, onBlur }: Props) {
  const { length, near } = lengthState(value, limits.coverLetterLength);
  return (
    <Textarea
      label="Cover letter (optional)"
      description={
        near ? `${length} of ${limits.coverLetterLength} characters` : 'Why this role, and what you bring to it.'
      }
      autosize
      minRows={4}
      maxRows={12}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
    />
  );
}
