import { Badge } from '@mantine/core';

/** 'Revoked', filled with a dark red that reads in both schemes. */
export function RevokedBadge() {
  return (
    <Badge component="span" color="red.9" variant="filled" miw="max-content">
      Revoked
    </Badge>
  );
}
