import { Container, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSessionUser } from '../../../core/session.ts';
import { SignInPrompt } from '../../../ui/sign-in-prompt.tsx';

/**
 * The frame of the pages the provider returns the member to: unguarded (spec 2), so signed out they ask to
 * sign in and come back here after.
 */
export function ReturnFrame({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  if (!user) {
    return <SignInPrompt message="Sign in to see your payment" intro="Your orders are kept to your account." />;
  }
  return (
    <Container size="xs" py="xl" w="100%">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">{children}</Stack>
      </Paper>
    </Container>
  );
}
