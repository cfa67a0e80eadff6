import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Certificate } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { downloadCertificatePdf } from '../api.ts';

type Props = {
  certificate: Pick<Certificate, 'id' | 'pdfUrl'>;
  /** What the button names beyond 'Download PDF', for a list of many: the certificate's title or id. */
  of: string;
  size?: ButtonProps['size'];
};

/** 'Download PDF': the certificate's PDF, fetched with the session (a link cannot carry it) and saved. */
export function DownloadPdfButton({ certificate, of, size = 'sm' }: Props) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCertificatePdf(certificate);
    } catch (error) {
      notify.error(errorText(error, 'The certificate could not be downloaded'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={size}
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      aria-label={`Download PDF: ${of}`}
    >
      Download PDF
    </Button>
  );
}
