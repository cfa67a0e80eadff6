import { Avatar, Text } from '@mantine/core';
import type { NameHit } from '@ventura/shared';

/** A profile found by name, as suggestions and global search list it: logo or initials, name, tagline. */
export function HitLine({ hit, avatarSize }: { hit: NameHit; avatarSize: number }) {
  return (
    <>
      <Avatar src={hit.logo} name={hit.name} color="initials" variant="filled" size={avatarSize} radius="sm" alt="" />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate="end">
          {hit.name}
        </Text>
        {hit.tagline ? (
          <Text size="xs" c="dimmed" truncate="end">
            {hit.tagline}
          </Text>
        ) : null}
      </div>
    </>
  );
}
