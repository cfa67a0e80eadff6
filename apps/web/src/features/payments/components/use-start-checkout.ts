import type { CheckoutRequest } from '@ventura/shared';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useCheckout } from '../api.ts';
import { paymentPaths } from '../paths.ts';

/**
 * Starts a checkout and leaves for the provider's page (a full page load: the provider is another site),
 * or for the success page when there is nothing to pay. A refusal (409: the plan is held already; 422:
 * payments are off) is said in a toast.
 */
export const useStartCheckout = () => {
  const checkout = useCheckout();
  const navigate = useNavigate();
  const start = (request: CheckoutRequest) =>
    checkout.mutate(request, {
      onSuccess: ({ order, redirectUrl }) => {
        if (redirectUrl) window.location.assign(redirectUrl);
        else void navigate(paymentPaths.successOf(order.uuid));
      },
      onError: (error) => notify.error(errorText(error, 'The payment could not be started')),
    });
  return { start, checkout };
};
