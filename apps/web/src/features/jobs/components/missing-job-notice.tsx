import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { readableAlertTitle } from '../../../ui/alert-styles.ts';

const isMissingJob = (state: unknown) =>
  typeof state === 'object' && state !== null && 'missingJob' in state && state.missingJob === true;

/** Said on the search when a job's address led here: the job is not (or no longer) listed. */
export function MissingJobNotice() {
  const location = useLocation();
  const [shown, setShown] = useState(() => isMissingJob(location.state));
  if (!shown) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title="That job was not found"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => setShown(false)}
      role="status"
      styles={readableAlertTitle}
    >
      It may have been removed, or the link is not complete. Here are the jobs open now.
    </Alert>
  );
}
