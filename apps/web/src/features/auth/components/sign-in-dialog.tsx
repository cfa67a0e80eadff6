import { Modal } from '@mantine/core';
import { SignInForm } from './sign-in-form.tsx';

/**
 * Sign-in without leaving the page (spec 4: in a login modal there is no redirect), for pages that
 * ask a signed-out visitor to sign in before an action. Closes once signed in.
 */
export function SignInDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Sign in" size="md">
      <SignInForm inModal onSignedIn={onClose} />
    </Modal>
  );
}
