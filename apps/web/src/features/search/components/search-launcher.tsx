import { ActionIcon, Button, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

// The dialog and everything it searches with load on the first open: the header stays light.
const GlobalSearchDialog = lazy(async () => ({
  default: (await import('./global-search-dialog.tsx')).GlobalSearchDialog,
}));

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The header's way into global search: a Search button (an icon on phones, and always beside a top menu,
 * which needs the room), Ctrl+K or ⌘K, and / when no field has the focus. The dialog is fetched the
 * first time it opens.
 */
export function SearchLauncher({ compact = false }: { compact?: boolean }) {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const open = () => {
    setWanted(true);
    setOpened(true);
  };
  useHotkeys([
    ['mod+K', open],
    ['/', open],
  ]);
  const shortcut = isMac() ? '⌘K' : 'Ctrl K';
  return (
    <>
      {compact ? null : (
        <Button
          variant="default"
          radius="md"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            <Text component="kbd" size="xs" c="dimmed" ff="monospace" aria-hidden>
              {shortcut}
            </Text>
          }
          onClick={open}
          aria-keyshortcuts="Control+K Meta+K /"
          aria-haspopup="dialog"
          visibleFrom="sm"
          fw={400}
        >
          Search
        </Button>
      )}
      <ActionIcon
        variant="default"
        size="lg"
        radius="md"
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        onClick={open}
        hiddenFrom={compact ? undefined : 'sm'}
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      {wanted ? (
        <Suspense fallback={null}>
          <GlobalSearchDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
