import { AspectRatio, Center, Image } from '@mantine/core';
import {
  IconArmchair,
  IconBuilding,
  IconDeviceDesktop,
  IconFlask,
  type IconProps,
  IconTool,
} from '@tabler/icons-react';
import type { FacilityKind } from '@ventura/shared';
import type { ComponentType } from 'react';

const kindIcons: Record<FacilityKind, ComponentType<IconProps>> = {
  room: IconBuilding,
  lab: IconFlask,
  equipment: IconTool,
  desk: IconDeviceDesktop,
};

/** A facility's first photo, or its kind's icon on a quiet background when it has none. */
export function FacilityPhoto({ photo, kind, name }: { photo: string | undefined; kind: FacilityKind; name: string }) {
  const Icon = kindIcons[kind] ?? IconArmchair;
  return (
    <AspectRatio ratio={16 / 9}>
      {photo ? (
        <Image src={photo} alt={`Photo of ${name}`} radius="md" fit="cover" />
      ) : (
        <Center bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Icon size={48} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />
        </Center>
      )}
    </AspectRatio>
  );
}
