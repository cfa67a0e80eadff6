import { Button, type ButtonProps } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useMarkAllRead } from '../api.ts';

/** 'Mark all as read', in the bell's panel and on /notifications; says so when it worked, if asked to. */
export function MarkAllReadButton({
  anyUnread,
  confirm = false,
  ...button
}: { anyUnread: boolean; confirm?: boolean } & Pick<ButtonProps, 'variant' | 'size'>) {
  const markAll = useMarkAllRead();
  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: ({ updated }) => {
        if (confirm)
          notify.success(updated === 1 ? 'One notification marked as read' : 'All notifications marked as read');
      },
      onError: (error) => notify.error(errorText(error, 'The notifications could not be marked as read')),
    });
  return (
    <Button
      {...button}
      leftSection={<IconChecks size={button.size === 'compact-sm' ? 16 : 18} aria-hidden />}
      onClick={markAllRead}
      loading={markAll.isPending}
      disabled={!anyUnread}
    >
      Mark all as read
    </Button>
  );
}
