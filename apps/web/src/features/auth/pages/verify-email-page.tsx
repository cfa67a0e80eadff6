import { Button, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { paths } from '../../../core/paths.ts';
import { useTenant } from '../../../core/tenant.ts';
import { BrandCard } from '../../../ui/brand-card.tsx';
import { useEmailVerification } from '../api/email-verification.ts';
import classes from '../components/verify-email.module.css';

const failureText = 'Something went wrong while verifying the email';

/** A circle that draws itself, then a tick or a cross (still for people who prefer less motion). */
function Outcome({ ok }: { ok: boolean }) {
  const tone = ok ? classes.success : classes.failure;
  return (
    <svg className={classes.mark} viewBox="0 0 100 100" aria-hidden="true">
      <circle className={`${classes.circle} ${tone}`} cx="50" cy="50" r="46" />
      {ok ? (
        <path className={`${classes.stroke} ${tone}`} d="M30 52 L44 66 L71 37" />
      ) : (
        <path className={`${classes.stroke} ${tone}`} d="M35 35 L65 65 M65 35 L35 65" />
      )}
    </svg>
  );
}

/** The page an email verification link opens (spec 4): it verifies, then says how that went. */
export function VerifyEmailPage() {
  const tenant = useTenant();
  const { verificationUid = '', emailAddress = '' } = useParams();
  const verification = useEmailVerification(verificationUid, emailAddress);
  useDocumentTitle(`Email verification | ${tenant.name}`);

  const title = verification.isPending
    ? 'Verifying your email'
    : verification.isSuccess
      ? 'Email verified'
      : 'Email not verified';

  return (
    <BrandCard title={title}>
      <Stack gap="lg" align="center" ta="center">
        {verification.isPending ? (
          <Stack gap="sm" align="center" role="status">
            <Loader aria-hidden />
            <Text>Verifying {emailAddress}…</Text>
          </Stack>
        ) : (
          <>
            <Outcome ok={verification.isSuccess} />
            <Text role={verification.isSuccess ? 'status' : 'alert'}>
              {verification.isSuccess ? verification.data : errorText(verification.error, failureText)}
            </Text>
          </>
        )}
        <Button component={Link} to={paths.home}>
          Back to home
        </Button>
      </Stack>
    </BrandCard>
  );
}
