import { Button } from '@mantine/core';
import { StatusPage } from './status-page.tsx';

/** Shown when a page fails to load or render (for example a stale bundle after a deploy). */
export function RouteErrorPage() {
  return (
    <StatusPage title="Something went wrong" message="This page could not be shown. Reloading usually fixes it.">
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </StatusPage>
  );
}
