import { Button, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { formatMoney, type Order, paymentLimits, RefundRequest } from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { numberOf, toMajor, toMinor } from '../../../ui/price-text.ts';
import { useRefund } from '../api.ts';
import { refundableMinor } from '../format.ts';

type Values = { amount: number | string; reason: string };
type Field = keyof Values;
const fieldOf = (path: string): Field | undefined => {
  const field = path.replace(/^body\./, '');
  if (field === 'amountMinor') return 'amount';
  return field === 'reason' ? 'reason' : undefined;
};

/** The request as the server reads it: the amount people typed in major units, sent in minor units. */
export const refundBody = (values: Values) => ({
  amountMinor: toMinor(numberOf(values.amount) ?? Number.NaN),
  reason: values.reason,
});

function RefundForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const refund = useRefund();
  const left = refundableMinor(order);
  const form = useForm<Values>({ initialValues: { amount: toMajor(left), reason: '' } });
  const [problem, setProblem] = useState<string | null>(null);
  const currency = order.price.currency;

  const submit = form.onSubmit((values) => {
    setProblem(null);
    const body = refundBody(values);
    const problems = schemaFieldErrors(RefundRequest, body, fieldOf);
    if (hasErrors(problems)) {
      form.setErrors(problems);
      return;
    }
    refund.mutate(
      { uuid: order.uuid, body },
      {
        onSuccess: () => {
          notify.success(`${formatMoney(body.amountMinor, currency)} refunded to ${order.buyer?.name ?? 'the buyer'}`);
          onDone();
        },
        onError: (error) => {
          const onFields = serverFieldErrors(error, fieldOf);
          if (hasErrors(onFields)) form.setErrors(onFields);
          else setProblem(errorText(error, 'The refund could not be made'));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Refund">
      <Stack gap="md">
        <Text size="sm">
          {order.item.name}
          {order.buyer ? ` · ${order.buyer.name}` : ''} · paid {formatMoney(order.price.totalMinor, currency)}
          {order.refundedMinor > 0 ? `, ${formatMoney(order.refundedMinor, currency)} refunded already` : ''}.
        </Text>
        <NumberInput
          label={`Amount (${currency})`}
          description={`Up to ${formatMoney(left, currency)}. The buyer gets it back through ${
            order.provider === 'razorpay' ? 'Razorpay' : 'Stripe'
          }.`}
          withAsterisk
          min={0}
          max={toMajor(left)}
          decimalScale={2}
          thousandSeparator=","
          {...form.getInputProps('amount')}
        />
        <Textarea
          label="Reason"
          description="Kept with the order; the buyer does not see it."
          autosize
          minRows={2}
          maxLength={paymentLimits.refundReasonLength}
          {...form.getInputProps('reason')}
        />
        <FormFooter
          problem={problem}
          problemTitle="Not refunded"
          pending={refund.isPending}
          secondary={
            <Button variant="default" onClick={onDone} disabled={refund.isPending}>
              Cancel
            </Button>
          }
        >
          Refund
        </FormFooter>
      </Stack>
    </form>
  );
}

/** 'Refund' for a paid order: all of it or a part, with a reason; the provider sends the money back. */
export function RefundModal({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={order !== null} onClose={onClose} title="Refund" fullScreen={phone === true} centered>
      {order ? <RefundForm order={order} onDone={onClose} /> : null}
    </Modal>
  );
}
