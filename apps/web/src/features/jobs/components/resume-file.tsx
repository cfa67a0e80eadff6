import { type ApplicationFile, documentKindInfo } from '@ventura/shared';
import { FileChip } from '../../../ui/file-chip.tsx';
import { fileSizeText } from '../../../ui/file-size.ts';
import { fileHref } from '../present.ts';

/** A stored resume as a chip: name, kind and size, and a download with the session. */
export function ResumeFile({ file }: { file: ApplicationFile }) {
  return (
    <FileChip
      name={file.name}
      detail={`${documentKindInfo[file.kind].label} · ${fileSizeText(file.size)}`}
      url={fileHref(file.url)}
    />
  );
}
