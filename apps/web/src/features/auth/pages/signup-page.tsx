import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { AccountType } from '@ventura/shared';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { useTenant } from '../../../core/tenant.ts';
import { BrandCard } from '../../../ui/brand-card.tsx';
import { SignInInstead } from '../components/sign-in-instead.tsx';
import { SignupForm } from '../components/signup-form.tsx';
import { signupTypesOf, withArticle } from '../signup-types.ts';

/** Sign-up as one account type; a type the tenant does not offer says so. */
export function SignupPage() {
  const tenant = useTenant();
  const { search } = useLocation();
  const parsed = AccountType.safeParse(useParams().accountType);
  const type = parsed.success && signupTypesOf(tenant).includes(parsed.data) ? parsed.data : null;
  useDocumentTitle(`${type ? `Sign up as ${withArticle(type)}` : 'Create an account'} | ${tenant.name}`);

  const footer = <SignInInstead />;

  if (!type) {
    return (
      <BrandCard title="This kind of account is not offered" footer={footer}>
        <Stack gap="md" align="center" ta="center">
          <Text c="dimmed">{tenant.name} does not offer sign-up for this kind of account.</Text>
          <Button component={Link} to={`${paths.signup}${search}`}>
            See the accounts you can create
          </Button>
        </Stack>
      </BrandCard>
    );
  }

  return (
    <BrandCard
      title={`Sign up as ${withArticle(type)}`}
      intro={
        <>
          Not {withArticle(type)}?{' '}
          <Anchor component={Link} to={`${paths.signup}${search}`} size="sm">
            Choose another account type
          </Anchor>
        </>
      }
      width={520}
      footer={footer}
    >
      <SignupForm key={type} type={type} />
    </BrandCard>
  );
}
