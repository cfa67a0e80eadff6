import { Avatar } from '@mantine/core';
import type { JobEmployer } from '@ventura/shared';

/** An employer's logo, or its initials. */
export function EmployerAvatar({
  employer,
  size = 40,
}: {
  employer: Pick<JobEmployer, 'companyName' | 'logo'>;
  size?: number;
}) {
  return (
    <Avatar
      src={employer.logo}
      alt=""
      size={size}
      radius="md"
      color="initials"
      name={employer.companyName}
      aria-hidden
    />
  );
}
