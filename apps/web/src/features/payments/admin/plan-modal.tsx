import { Button, Modal, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  accountTypeLabels,
  accountTypes,
  billingIntervalLabels,
  billingIntervals,
  type Currency,
  currencies,
  type Plan,
  payableFeatureLabels,
  payableFeatures,
  paymentLimits,
} from '@ventura/shared';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { notify } from '../../../core/notify.ts';
import { useTenant } from '../../../core/tenant.ts';
import { hasErrors, serverFieldErrors } from '../../../ui/form-errors.ts';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { useCreatePlan, useUpdatePlan } from '../api.ts';
import { emptyPlanValues, type PlanFormValues, planBody, planErrors, planFieldOf, planValues } from './plan-form.ts';

const featureChoices = payableFeatures.map((feature) => ({ value: feature, label: payableFeatureLabels[feature] }));
const intervalChoices = billingIntervals.map((interval) => ({
  value: interval,
  label: billingIntervalLabels[interval],
}));

function PlanForm({ plan, currency, onDone }: { plan: Plan | null; currency: Currency; onDone: () => void }) {
  const tenant = useTenant();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const form = useForm<PlanFormValues>({
    initialValues: plan ? planValues(plan) : emptyPlanValues(currency),
    validate: planErrors,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  // The tenant's enabled account types, and any the plan names already (a type switched off since).
  const typeChoices = accountTypes
    .filter((type) => tenant.users[type] === true || form.values.accountTypes.includes(type))
    .map((type) => ({ value: type, label: accountTypeLabels[type] }));

  const failed = (error: unknown) => {
    const onFields = serverFieldErrors(error, planFieldOf);
    if (hasErrors(onFields)) form.setErrors(onFields);
    else setProblem(errorText(error, 'The plan could not be saved'));
  };

  const submit = form.onSubmit((values) => {
    setProblem(null);
    const body = planBody(values);
    const done = (saved: Plan) => {
      notify.success(plan ? `${saved.name} is saved` : `${saved.name} is created`);
      onDone();
    };
    if (plan) update.mutate({ uuid: plan.uuid, body }, { onSuccess: done, onError: failed });
    else create.mutate(body, { onSuccess: done, onError: failed });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={plan ? `Edit ${plan.name}` : 'New plan'}>
      <Stack gap="md">
        <TextInput label="Name" withAsterisk maxLength={paymentLimits.planNameLength} {...form.getInputProps('name')} />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxLength={paymentLimits.planDescriptionLength}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput
            label="Price"
            description="Before tax"
            withAsterisk
            min={0}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('price')}
          />
          <Select
            label="Currency"
            withAsterisk
            data={[...currencies]}
            allowDeselect={false}
            {...form.getInputProps('currency')}
          />
          <Select
            label="Billing"
            withAsterisk
            data={intervalChoices}
            allowDeselect={false}
            {...form.getInputProps('interval')}
          />
        </SimpleGrid>
        <MultiSelect
          label="Features it unlocks"
          description="While a plan lists a feature, members need such a plan to use it."
          data={featureChoices}
          clearable
          {...form.getInputProps('features')}
        />
        <MultiSelect
          label="Profiles it unlocks"
          description="Account types a member may create a profile of only with this plan."
          data={typeChoices}
          clearable
          {...form.getInputProps('accountTypes')}
        />
        <NumberInput
          label="Event tickets included"
          description="Paid event tickets per period (per purchase for one-off plans)"
          min={0}
          max={paymentLimits.maxEventSeats}
          allowDecimal={false}
          {...form.getInputProps('eventSeats')}
        />
        <FormFooter
          problem={problem}
          problemTitle="Not saved"
          pending={pending}
          secondary={
            <Button variant="default" onClick={onDone} disabled={pending}>
              Cancel
            </Button>
          }
        >
          {plan ? 'Save plan' : 'Create plan'}
        </FormFooter>
      </Stack>
    </form>
  );
}

type Props = {
  opened: boolean;
  /** The plan to edit; null for a new one. */
  plan: Plan | null;
  /** A new plan's currency: the tenant's payment currency. */
  currency: Currency;
  onClose: () => void;
};

/** A plan's editor in a modal (full screen on phones). */
export function PlanModal({ opened, plan, currency, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={plan ? `Edit ${plan.name}` : 'New plan'}
      size="lg"
      fullScreen={phone === true}
    >
      {opened ? <PlanForm plan={plan} currency={currency} onDone={onClose} /> : null}
    </Modal>
  );
}
