import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { HiringProfile } from '@ventura/shared';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { type HiringValues, hiringBody, hiringErrors, hiringFieldOf, hiringValues } from '../hiring-form.ts';
import { useSaveHiringProfile } from '../writes.ts';

type Props = {
  profile: HiringProfile | null;
  /** The name to start from when there is no hiring profile yet (the member's organisation). */
  fallbackName?: string;
  onSaved?: () => void;
  secondary?: ReactNode;
};

/** How the caller's jobs present them: company name, about, website and contact email. */
export function HiringProfileForm({ profile, fallbackName, onSaved, secondary }: Props) {
  const save = useSaveHiringProfile();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<HiringValues>({ initialValues: hiringValues(profile, fallbackName), validate: hiringErrors });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    save.mutate(hiringBody(values), {
      onSuccess: () => {
        notify.success(profile ? 'Hiring profile saved' : 'You can post jobs now');
        onSaved?.();
      },
      onError: (error) => {
        const errors = serverFieldErrors(error, hiringFieldOf);
        if (hasErrors(errors)) form.setErrors(errors);
        else setProblem(errorText(error, 'The hiring profile could not be saved'));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Hiring profile">
      <Stack gap="md">
        <TextInput
          label="Company name"
          description="Shown on your jobs as the employer"
          autoComplete="organization"
          withAsterisk
          maxLength={120}
          {...form.getInputProps('companyName')}
        />
        <Textarea label="About (optional)" autosize minRows={3} maxRows={8} {...form.getInputProps('about')} />
        <TextInput
          label="Website (optional)"
          placeholder="https://example.com"
          inputMode="url"
          autoComplete="url"
          {...form.getInputProps('website')}
        />
        <TextInput
          label="Contact email (optional)"
          type="email"
          autoComplete="email"
          {...form.getInputProps('contactEmail')}
        />
        <FormFooter problem={problem} problemTitle="Not saved" pending={save.isPending} secondary={secondary}>
          {profile ? 'Save' : 'Start hiring'}
        </FormFooter>
      </Stack>
    </form>
  );
}
