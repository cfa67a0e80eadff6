import { Stack } from '@mantine/core';
import type { ChallengeFile } from '@ventura/shared';
import { FileChip } from '../../../ui/file-chip.tsx';
import { fileDetail } from '../present.ts';

/** Files of a challenge or an application, each downloading with the session. */
export function ChallengeFiles({ files, label }: { files: readonly ChallengeFile[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {files.map((file) => (
        <li key={file.uuid}>
          <FileChip name={file.name} detail={fileDetail(file)} url={file.url} />
        </li>
      ))}
    </Stack>
  );
}
