import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarPlus } from '@tabler/icons-react';
import type { Applicant } from '@ventura/shared';
import { useMemo } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { serverFieldErrors } from '../../../ui/form-errors.ts';
import { interviewSlotsQuery } from '../api.ts';
import { emptyInterview, interviewFieldOf, scheduleBody, scheduleErrors } from '../interview-form.ts';
import { useScheduleInterview } from '../writes.ts';
import { viewerTimeZone } from '../zones.ts';
import { type InterviewSend, InterviewWhenForm } from './interview-when-form.tsx';

/** Schedule an interview with an applicant, in a dialog; the applicant moves to interview. */
export function ScheduleInterviewButton({ applicant, jobUuid }: { applicant: Applicant; jobUuid: string }) {
  const [opened, dialog] = useDisclosure(false);
  const schedule = useScheduleInterview(jobUuid);
  const timeZone = useMemo(() => viewerTimeZone(), []);

  const send = ({ values, failed }: InterviewSend) =>
    schedule.mutate(
      { applicationUuid: applicant.uuid, body: scheduleBody(values, timeZone) },
      {
        onSuccess: () => {
          notify.success(`Interview with ${applicant.name} scheduled`);
          dialog.close();
        },
        onError: (error) =>
          failed(serverFieldErrors(error, interviewFieldOf), errorText(error, 'The interview could not be scheduled')),
      },
    );

  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconCalendarPlus size={14} aria-hidden />}
        onClick={dialog.open}
        aria-label={`Schedule interview: ${applicant.name}`}
      >
        Schedule interview
      </Button>
      <Modal
        opened={opened}
        onClose={dialog.close}
        title={`Interview with ${applicant.name}`}
        closeButtonProps={{ 'aria-label': 'Close' }}
        size="lg"
      >
        <InterviewWhenForm
          initialValues={emptyInterview}
          timeZone={timeZone}
          slotsOf={(durationMinutes) =>
            interviewSlotsQuery({ kind: 'applicant', uuid: applicant.uuid }, durationMinutes)
          }
          validate={(values) => scheduleErrors(values, timeZone)}
          send={send}
          pending={schedule.isPending}
          submitLabel="Schedule interview"
          withDetails
          secondary={
            <Button variant="default" onClick={dialog.close}>
              Cancel
            </Button>
          }
        />
      </Modal>
    </>
  );
}
