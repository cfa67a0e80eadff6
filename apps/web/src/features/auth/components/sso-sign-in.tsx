import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ssoButtonsQuery, ssoStartHref } from '../api/sso.ts';

/**
 * 'Continue with {label}' for each single sign-on provider the tenant enabled (issue 42). Nothing while
 * the list loads, when it is empty or when it could not be read: the code sign-in above still works.
 */
export function SsoSignIn() {
  const buttons = useQuery(ssoButtonsQuery());
  const items = buttons.data ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="sm">
      {/* Not Mantine's Divider: its chunk would join the sign-in page's first load for one word. */}
      <Text size="sm" c="dimmed" ta="center">
        or
      </Text>
      {items.map((button) => (
        <Button key={button.uuid} component="a" href={ssoStartHref(button.uuid)} variant="outline" fullWidth>
          Continue with {button.label}
        </Button>
      ))}
    </Stack>
  );
}
