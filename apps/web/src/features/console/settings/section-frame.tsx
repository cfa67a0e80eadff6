import { Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useId } from 'react';

type Props = {
  title: string;
  description: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/** A settings section: a titled form of its own, saved on its own. */
export function SectionFrame({ title, description, onSubmit, children }: Props) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id={headingId}>
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          </Stack>
          {children}
        </Stack>
      </form>
    </Paper>
  );
}
