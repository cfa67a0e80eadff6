import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { rememberAttemptedUrl } from '../core/after-login.ts';
import { paths } from '../core/paths.ts';
import { useTenant } from '../core/tenant.ts';
import { BrandCard } from './brand-card.tsx';

type Props = {
  message: string;
  /** What is kept to members; profiles when not given. */
  intro?: string;
};

/** Something the tenant keeps to its members, asked for signed out (a 401): sign in, and come back here after. */
export function SignInPrompt({ message, intro }: Props) {
  const tenant = useTenant();
  const location = useLocation();
  const remember = () => rememberAttemptedUrl(`${location.pathname}${location.search}`);
  return (
    <BrandCard title={message} intro={intro ?? `Profiles on ${tenant.name} are open to its members.`}>
      <Stack gap="md">
        <Button component={Link} to={paths.login} onClick={remember} fullWidth>
          Sign in
        </Button>
        <Text size="sm" ta="center">
          New here?{' '}
          <Anchor component={Link} to={paths.signup} onClick={remember}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </BrandCard>
  );
}
