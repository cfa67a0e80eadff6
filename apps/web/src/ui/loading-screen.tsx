import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** A full-screen spinner that screen readers announce as loading. */
export function LoadingScreen({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Loader aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
