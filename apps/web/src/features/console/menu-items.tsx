import { Menu, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconShieldCog } from '@tabler/icons-react';
import { adminConsoleButtonOf, adminConsoleInactiveText } from '@ventura/shared';
import { Link } from 'react-router';
import { api, errorText, type ResponseSchema } from '../../api/client.ts';
import { notify } from '../../core/notify.ts';
import { useSessionUser, useStoredProfile } from '../../core/session.ts';
import { useTenant } from '../../core/tenant.ts';
import { consoleAccessOf } from './access.ts';

/** The spec's tooltip on the Admin Console before the profile is approved (product.md 4). */
export const notYetApprovedText = adminConsoleInactiveText;

const Url: ResponseSchema<string> = {
  parse: (data) => {
    if (typeof data !== 'string') throw new TypeError('not an address');
    return data;
  },
};

/**
 * Opens the partner's admin console in a new tab (GET partners/admin-console). The tab opens at once, so
 * that no popup blocker takes it for an unasked one, and goes to the address once the server gives it.
 */
const openPartnerConsole = () => {
  const tab = window.open('', '_blank');
  api
    .get('/partners/admin-console', Url)
    .then((url) => {
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    })
    .catch((error: unknown) => {
      tab?.close();
      notify.error(errorText(error, 'The admin console could not be opened'));
    });
};

/**
 * The profile menu's way into the console: 'Admin console' for the tenant's operators; the spec's Admin
 * Console (adminConsoleButtonOf) for a partner, or a program-office member with a partner id, on a tenant
 * with the incubator module, open once the profile is approved.
 */
export function ConsoleMenuItems() {
  const user = useSessionUser();
  const profile = useStoredProfile();
  const tenant = useTenant();
  if (!user || user.impersonated) return null;
  if (consoleAccessOf(user, tenant) === 'operator') {
    return (
      <Menu.Item component={Link} to="/admin" leftSection={<IconShieldCog size={16} aria-hidden />}>
        Admin console
      </Menu.Item>
    );
  }
  // Until the profile has been read, it counts as not approved (and without a partner id).
  const current = profile?.uuid === user.uuid ? profile : null;
  const button = adminConsoleButtonOf(
    {
      accountType: user.accountType,
      partnerId: current?.partnerId ?? null,
      approvalStatus: current?.approvalStatus ?? 'draft',
    },
    tenant.features,
  );
  if (button === 'hidden') return null;
  const approved = button === 'open';
  const item = (
    <Menu.Item
      leftSection={<IconExternalLink size={16} aria-hidden />}
      // Not `disabled`: a disabled item takes no hover or focus, and the tooltip must say why.
      data-disabled={!approved || undefined}
      aria-disabled={!approved || undefined}
      closeMenuOnClick={approved}
      onClick={approved ? openPartnerConsole : undefined}
    >
      Admin Console
      {approved ? null : <VisuallyHidden> ({notYetApprovedText})</VisuallyHidden>}
    </Menu.Item>
  );
  return approved ? (
    item
  ) : (
    <Tooltip label={notYetApprovedText} position="left" events={{ hover: true, focus: true, touch: true }}>
      {item}
    </Tooltip>
  );
}
