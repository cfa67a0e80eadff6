import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../core/paths.ts';

/** The sign-up pages' footer: a way to the sign-in page for someone who already has an account. */
export function SignInInstead() {
  return (
    <Text size="sm">
      Already have an account?{' '}
      <Anchor component={Link} to={paths.login} fw={600}>
        Sign in
      </Anchor>
    </Text>
  );
}
