import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { withoutFieldPath } from '../../../ui/form-errors.ts';
import { useFileRequest } from '../api.ts';
import { ipRequestPath } from '../paths.ts';
import { RequestForm } from './request-form.tsx';

/** 'New IP request' in a modal (full screen on phones). */
export function NewRequestModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const file = useFileRequest();
  const navigate = useNavigate();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="New IP request"
      size="xl"
      fullScreen={phone === true}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened ? (
        <RequestForm
          busy={file.isPending}
          submitLabel="Send request"
          onCancel={onClose}
          onSubmit={(input, fail) =>
            file.mutate(input, {
              onSuccess: ({ request, failures }) => {
                notify.success('Your IP request is sent. The IP team will answer here and by email.');
                for (const refused of failures) {
                  notify.error(
                    `${refused.name}: ${withoutFieldPath(errorText(refused.error, 'The document could not be added'))}`,
                  );
                }
                onClose();
                void navigate(ipRequestPath(request.uuid));
              },
              onError: fail,
            })
          }
        />
      ) : null}
    </Modal>
  );
}
