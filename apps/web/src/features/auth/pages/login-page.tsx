import { Anchor, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { useTenant } from '../../../core/tenant.ts';
import { BrandCard } from '../../../ui/brand-card.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { SsoSignIn } from '../components/sso-sign-in.tsx';

/**
 * The sign-in screen: the tenant's card with the one-time-code form, the tenant's single sign-on buttons,
 * and the way to bring a profile from another platform (issue 42).
 */
export function LoginPage() {
  const tenant = useTenant();
  useDocumentTitle(`Sign in | ${tenant.name}`);
  return (
    <BrandCard
      title="Sign in"
      intro="Sign in with your mobile number or email address. We will send you a one-time code."
      footer={
        <>
          <Text size="sm">
            New to {tenant.name}?{' '}
            <Anchor component={Link} to={paths.signup} fw={600}>
              Create an account
            </Anchor>
          </Text>
          <Anchor component={Link} to={paths.importProfile} size="sm">
            Bring your profile from another platform
          </Anchor>
          {tenant.main_website_url ? (
            <Anchor href={tenant.main_website_url} rel="noopener" size="sm">
              About {tenant.name}
            </Anchor>
          ) : null}
        </>
      }
    >
      <SignInForm />
      <SsoSignIn />
    </BrandCard>
  );
}
