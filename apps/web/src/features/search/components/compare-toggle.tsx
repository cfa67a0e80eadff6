import { Button } from '@mantine/core';
import { IconCheck, IconScale } from '@tabler/icons-react';
import { compareLimit } from '@ventura/shared';
import { notify } from '../../../core/notify.ts';
import {
  type CompareItem,
  type CompareKind,
  compareKindLabels,
  compareStore,
  useCompareList,
} from '../compare-list.ts';

type Props = { kind: CompareKind; item: CompareItem; size?: 'xs' | 'sm' };

/**
 * Adds a profile to its kind's compare list, or takes it out again: a toggle (aria-pressed). A full list
 * says so instead of dropping someone.
 */
export function CompareToggle({ kind, item, size = 'xs' }: Props) {
  const list = useCompareList(kind);
  const chosen = list.some((entry) => entry.uuid === item.uuid);
  const toggle = () => {
    const store = compareStore();
    if (chosen) {
      store.remove(kind, item.uuid);
      return;
    }
    if (store.add(kind, item) === 'full') {
      notify.info(`You can compare up to ${compareLimit} ${compareKindLabels[kind].plural}. Remove one first.`);
    }
  };
  return (
    <Button
      size={size}
      variant={chosen ? 'light' : 'default'}
      leftSection={chosen ? <IconCheck size={14} aria-hidden /> : <IconScale size={14} aria-hidden />}
      aria-pressed={chosen}
      aria-label={`Compare ${item.name}`}
      onClick={toggle}
    >
      {chosen ? 'In compare' : 'Add to compare'}
    </Button>
  );
}
