import { Avatar, Box, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { compareLimit } from '@ventura/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { type CompareKind, compareKindLabels, compareStore, useCompareList } from '../compare-list.ts';
import { searchPaths } from '../paths.ts';
import classes from '../search.module.css';

/** Where a compare list is shown side by side: its ids in the address, so that the link can be shared. */
export const comparePath = (kind: CompareKind, ids: readonly string[]) =>
  `${searchPaths.compare(kind)}?${new URLSearchParams({ ids: ids.join(',') }).toString()}`;

/**
 * The compare list of a kind, fixed at the bottom of the page while it holds anyone: who is in it (each
 * removable), Compare (from two) and Reset. The page leaves room below for it (`trayRoom`).
 */
export function CompareTray({ kind }: { kind: CompareKind }) {
  const headingId = useId();
  const list = useCompareList(kind);
  if (list.length === 0) return null;
  const { plural } = compareKindLabels[kind];
  return (
    <>
      <div className={classes.trayRoom} aria-hidden />
      <Paper component="aside" aria-labelledby={headingId} withBorder radius="lg" p="sm" className={classes.tray}>
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
            <Box visibleFrom="xs" lh={0} style={{ flexShrink: 0 }}>
              <IconScale size={20} aria-hidden />
            </Box>
            <Text fw={700} size="sm" id={headingId} className={classes.trayTitle}>
              Compare {plural} ({list.length}/{compareLimit})
            </Text>
            <Group
              component="ul"
              gap="xs"
              wrap="nowrap"
              p={0}
              m={0}
              className={classes.trayItems}
              style={{ listStyle: 'none' }}
              visibleFrom="sm"
            >
              {list.map((item) => (
                <Group component="li" key={item.uuid} gap={4} wrap="nowrap" className={classes.trayItem}>
                  <Avatar
                    src={item.logo}
                    name={item.name}
                    color="initials"
                    variant="filled"
                    size={24}
                    radius="sm"
                    alt=""
                  />
                  <Text size="sm" truncate="end" maw={140}>
                    {item.name}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={`Remove ${item.name} from compare`}
                    onClick={() => compareStore().remove(kind, item.uuid)}
                  />
                </Group>
              ))}
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Button variant="subtle" size="sm" onClick={() => compareStore().reset(kind)}>
              Reset
            </Button>
            {list.length >= 2 ? (
              <Button
                component={Link}
                to={comparePath(
                  kind,
                  list.map((item) => item.uuid),
                )}
                size="sm"
              >
                Compare
              </Button>
            ) : (
              <Button size="sm" disabled title={`Add another ${compareKindLabels[kind].singular} to compare`}>
                Compare
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
    </>
  );
}
