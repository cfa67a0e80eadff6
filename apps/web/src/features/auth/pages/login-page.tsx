import { Anchor, Center, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useId } from 'react';
import { useTenant } from '../../../app/tenant.ts';
import classes from './login-page.module.css';

/** The sign-in screen: the tenant's welcome card, where the one-time-code form goes. */
export function LoginPage() {
  const tenant = useTenant();
  const headingId = useId();
  useDocumentTitle(`Sign in | ${tenant.name}`);
  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Paper
        component="section"
        aria-labelledby={headingId}
        withBorder
        shadow="sm"
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        w="100%"
        maw={440}
        className={classes.card}
      >
        <Stack align="center" gap="sm" ta="center">
          <Image src={tenant.branding.logo} alt={`${tenant.name} logo`} h={80} w="auto" fit="contain" />
          <Text fw={600} size="lg">
            {tenant.name}
          </Text>
          <Title order={1} id={headingId}>
            Sign in
          </Title>
          <Text c="dimmed">
            Sign in with your mobile number or email address to reach your profile and your network.
          </Text>
          {tenant.main_website_url ? (
            <Anchor href={tenant.main_website_url} rel="noopener" size="sm">
              About {tenant.name}
            </Anchor>
          ) : null}
        </Stack>
      </Paper>
    </Center>
  );
}
