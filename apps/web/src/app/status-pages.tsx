import { Anchor, Button, Text, ThemeIcon } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconCreditCardOff, IconLock, IconTool } from '@tabler/icons-react';
import type { TenantDetails } from '@ventura/shared';
import type { ReactNode } from 'react';
import { StatusPage } from '../ui/status-page.tsx';
import { formatMaintenanceTime } from './maintenance.ts';

const logoOf = (tenant: TenantDetails) => ({ src: tenant.branding.logo, alt: `${tenant.name} logo` });

const StatusIcon = ({ children, color }: { children: ReactNode; color: string }) => (
  <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
    {children}
  </ThemeIcon>
);

/** The tenant could not be fetched: the error text on a full page, and a way to try again. */
export function TenantErrorPage({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  useDocumentTitle('Site unavailable');
  return (
    <StatusPage
      title="This site is unavailable"
      message={message}
      icon={
        <StatusIcon color="red">
          <IconAlertTriangle size={32} />
        </StatusIcon>
      }
    >
      <Button onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </StatusPage>
  );
}

/** Blocking maintenance: the tenant's own title and message. */
export function MaintenancePage({ tenant }: { tenant: TenantDetails }) {
  const { maintenance_on_title, maintenance_on_message, endTime } = tenant.maintenance_mode;
  const title = maintenance_on_title || 'We are down for maintenance';
  useDocumentTitle(`${title} | ${tenant.name}`);
  return (
    <StatusPage
      title={title}
      message={maintenance_on_message || 'The platform will be back shortly. Thank you for your patience.'}
      logo={logoOf(tenant)}
      icon={
        <StatusIcon color="primary">
          <IconTool size={32} />
        </StatusIcon>
      }
    >
      {endTime ? <Text size="sm">Expected back by {formatMaintenanceTime(endTime)}</Text> : null}
    </StatusPage>
  );
}

/** The tenant's subscription has lapsed. */
export function SubscriptionExpiredPage({ tenant }: { tenant: TenantDetails }) {
  useDocumentTitle(`Subscription expired | ${tenant.name}`);
  return (
    <StatusPage
      title="Subscription expired"
      message={
        tenant.subscription_active_message ||
        `The subscription of ${tenant.name} has lapsed. Please contact its administrator.`
      }
      logo={logoOf(tenant)}
      icon={
        <StatusIcon color="primary">
          <IconCreditCardOff size={32} />
        </StatusIcon>
      }
    />
  );
}

/** The tenant admits visitors only through a partner's link. */
export function DirectAccessPage({ tenant }: { tenant: TenantDetails }) {
  useDocumentTitle(`Direct access is not allowed | ${tenant.name}`);
  return (
    <StatusPage
      title="Direct access is not allowed"
      message={`${tenant.name} is open to members of its partner organisations. You need a partner account: please use the link your partner organisation sent you.`}
      logo={logoOf(tenant)}
      icon={
        <StatusIcon color="primary">
          <IconLock size={32} />
        </StatusIcon>
      }
    >
      {tenant.main_website_url ? (
        <Anchor href={tenant.main_website_url} rel="noopener">
          Visit the {tenant.name} website
        </Anchor>
      ) : null}
    </StatusPage>
  );
}
