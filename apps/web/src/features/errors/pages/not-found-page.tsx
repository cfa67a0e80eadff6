import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { paths } from '../../../core/paths.ts';
import { useTenant } from '../../../core/tenant.ts';

/** Where unknown paths and disabled features land. */
export function NotFoundPage() {
  const tenant = useTenant();
  useDocumentTitle(`Page not found | ${tenant.name}`);
  return (
    <Center py={{ base: 'xl', sm: 64 }}>
      <Stack align="center" gap="md" ta="center" maw={480}>
        <Text fw={800} fz={72} lh={1} c="var(--mantine-color-primary-text)" aria-hidden>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to={paths.home}>
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
