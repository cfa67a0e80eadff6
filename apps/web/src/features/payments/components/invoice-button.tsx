import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Order } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { downloadInvoice } from '../api.ts';

/** Downloads an order's invoice (a PDF that needs the session); shown only when the order has one. */
export function InvoiceButton({
  order,
  label = 'Invoice',
  size = 'xs',
}: {
  order: Order;
  label?: string;
  /** xs in a list; sm beside a page's main button. */
  size?: 'xs' | 'sm';
}) {
  const [loading, setLoading] = useState(false);
  if (!order.can.downloadInvoice) return null;
  const download = () => {
    setLoading(true);
    downloadInvoice(order)
      .catch((error: unknown) => notify.error(errorText(error, 'The invoice could not be downloaded')))
      .finally(() => setLoading(false));
  };
  return (
    <Button
      variant="default"
      size={size}
      leftSection={<IconDownload size={size === 'xs' ? 14 : 16} aria-hidden />}
      loading={loading}
      onClick={download}
      aria-label={order.invoiceNumber ? `${label} ${order.invoiceNumber}` : label}
    >
      {label}
    </Button>
  );
}
