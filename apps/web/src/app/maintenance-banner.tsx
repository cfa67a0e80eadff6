import { Alert, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import type { MaintenanceMode } from '@ventura/shared';
import { useState } from 'react';
import { readableAlertTitle } from '../ui/alert-styles.ts';
import { dismissMaintenanceNotice, formatMaintenanceTime, showsMaintenanceNotice } from './maintenance.ts';

/** The announced maintenance window, until the visitor dismisses it (remembered per window). */
export function MaintenanceBanner({ maintenance }: { maintenance: MaintenanceMode }) {
  const [visible, setVisible] = useState(() => showsMaintenanceNotice(maintenance, localStorage));
  if (!visible) return null;
  const { title, message, startTime, endTime } = maintenance;
  const dismiss = () => {
    dismissMaintenanceNotice(maintenance, localStorage);
    setVisible(false);
  };
  return (
    <Alert
      role="region"
      variant="light"
      color="yellow"
      title={title || 'Planned maintenance'}
      icon={<IconTool aria-hidden />}
      withCloseButton
      closeButtonLabel="Dismiss maintenance notice"
      onClose={dismiss}
      styles={readableAlertTitle}
      mb="md"
    >
      {message ? <Text size="sm">{message}</Text> : null}
      {startTime && endTime ? (
        <Text size="sm" fw={600} mt={4}>
          From {formatMaintenanceTime(startTime)} to {formatMaintenanceTime(endTime)}
        </Text>
      ) : null}
    </Alert>
  );
}
