import { Button, Group, Stack, TagsInput } from '@mantine/core';
import { DeploymentOrigin, type ExternalSignInSettings, trustedOriginsMax } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { useSaveSettings } from '../api.ts';

/** The first address the shared schema refuses, with why; null when all are good. */
const originProblem = (origins: readonly string[]) => {
  for (const origin of origins) {
    const checked = DeploymentOrigin.safeParse(origin);
    if (!checked.success) return `${origin}: ${checked.error.issues[0]?.message ?? 'Not an address'}`;
  }
  return origins.length > trustedOriginsMax ? `At most ${trustedOriginsMax} other platforms` : null;
};

/** Other deployments of Ventura whose members may bring their profile here: their addresses, saved together. */
export function TrustedOrigins({ settings }: { settings: ExternalSignInSettings }) {
  const save = useSaveSettings();
  const [origins, setOrigins] = useState<string[]>(settings.trustedOrigins);
  const [problem, setProblem] = useState<string | null>(null);
  const changed = origins.join('\n') !== settings.trustedOrigins.join('\n');

  const submit = () => {
    const found = originProblem(origins);
    setProblem(found);
    if (found) return;
    save.mutate(
      { trustedOrigins: origins },
      {
        onSuccess: (saved) => {
          setOrigins(saved.trustedOrigins);
          notify.success('The other platforms are saved');
        },
        onError: (error) => setProblem(withoutFieldPath(errorText(error, 'The other platforms could not be saved'))),
      },
    );
  };

  return (
    <Stack gap="xs">
      <TagsInput
        label="Other deployments whose members may bring their profile here"
        description="Their addresses, like https://startups.example.org; press Enter after each. Platforms of this deployment need no entry."
        placeholder="https://startups.example.org"
        value={origins}
        onChange={(value) => {
          setOrigins(value);
          setProblem(null);
        }}
        maxTags={trustedOriginsMax}
        error={problem}
        disabled={save.isPending}
        clearable
      />
      <Group>
        <Button variant="default" onClick={submit} loading={save.isPending} disabled={!changed}>
          Save other platforms
        </Button>
      </Group>
    </Stack>
  );
}
