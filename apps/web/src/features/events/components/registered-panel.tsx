import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { IconCalendarCheck, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { downloadIcs } from '../api.ts';

type Props = {
  uuid: string;
  calendarLinks: { google: string; outlook: string };
  /** What is said under the heading: the answer given, the slot booked. */
  detail?: string | undefined;
};

/** The registered state: the .ics file and the add-to-calendar links. */
export function RegisteredPanel({ uuid, calendarLinks, detail }: Props) {
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadIcs(uuid)
      .catch((error: unknown) => notify.error(errorText(error, 'The calendar file could not be downloaded')))
      .finally(() => setDownloading(false));
  };
  return (
    <Alert color="green" icon={<IconCalendarCheck aria-hidden />} title="You are registered" role="status">
      <Stack gap="sm">
        {detail ? <span>{detail}</span> : null}
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={download}
            loading={downloading}
          >
            Download .ics
          </Button>
          <Anchor href={calendarLinks.google} target="_blank" rel="noopener noreferrer" size="sm">
            Add to Google Calendar
          </Anchor>
          <Anchor href={calendarLinks.outlook} target="_blank" rel="noopener noreferrer" size="sm">
            Add to Outlook
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
