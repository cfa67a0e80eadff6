import { Button } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import classes from '../community.module.css';

/** The new posts waiting above the feed: a button that stays in sight and brings them in. */
export function NewPostsBanner({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div className={classes.banner} role="status">
      {count > 0 ? (
        <Button radius="xl" size="sm" leftSection={<IconArrowUp size={16} aria-hidden />} onClick={onShow}>
          {count === 1 ? '1 new post' : `${count} new posts`}
        </Button>
      ) : null}
    </div>
  );
}
