import { Anchor, Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Shown } from '../present.ts';

/** One value as the page shows it: text, paragraphs, a link, badges or a flag that is on. */
export function FieldValue({ shown }: { shown: Shown }) {
  switch (shown.kind) {
    case 'text':
      return <Text>{shown.text}</Text>;
    case 'paragraphs':
      return <Text style={{ whiteSpace: 'pre-line' }}>{shown.text}</Text>;
    case 'link': {
      const external = shown.href.startsWith('http');
      return (
        <Anchor
          href={shown.href}
          style={{ overflowWrap: 'anywhere' }}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {shown.text}
        </Anchor>
      );
    }
    case 'badges':
      return (
        <Group gap={6}>
          {shown.items.map((item) => (
            <Badge key={item} variant="light" tt="none" size="lg" radius="sm" fw={500}>
              {item}
            </Badge>
          ))}
        </Group>
      );
    case 'flag':
      return (
        <Group gap={6} wrap="nowrap">
          <ThemeIcon color="green" variant="light" size="sm" radius="xl" aria-hidden>
            <IconCheck size={14} />
          </ThemeIcon>
          <Text fw={500}>{shown.text}</Text>
        </Group>
      );
  }
}
