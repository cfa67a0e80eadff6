import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { rememberAttemptedUrl } from '../../../app/after-login.ts';
import { paths } from '../../../app/paths.ts';
import { useTenant } from '../../../app/tenant.ts';
import { BrandCard } from '../../../ui/brand-card.tsx';

/** A tenant that shows profiles to members only (401 signed out): sign in, and come back here after. */
export function SignInPrompt({ message }: { message: string }) {
  const tenant = useTenant();
  const location = useLocation();
  const remember = () => rememberAttemptedUrl(`${location.pathname}${location.search}`);
  return (
    <BrandCard title={message} intro={`Profiles on ${tenant.name} are open to its members.`}>
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
