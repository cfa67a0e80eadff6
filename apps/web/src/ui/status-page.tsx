import { Center, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  message?: ReactNode;
  logo?: { src: string; alt: string } | undefined;
  icon?: ReactNode;
  children?: ReactNode;
};

/** A whole page that tells the visitor one thing: the brand's logo (or an icon), a heading, a message and actions. */
export function StatusPage({ title, message, logo, icon, children }: Props) {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          {logo ? <Image src={logo.src} alt={logo.alt} h={72} w="auto" fit="contain" /> : icon}
          <Title order={1} size="h2">
            {title}
          </Title>
          {message ? (
            <Text c="dimmed" size="md">
              {message}
            </Text>
          ) : null}
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
