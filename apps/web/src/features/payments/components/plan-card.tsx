import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { billingIntervalLabels, type Plan } from '@ventura/shared';
import { taxText, totalText } from '../format.ts';
import { UnlocksList, unlockTexts } from './unlocks-list.tsx';

type Props = {
  plan: Plan;
  /** The member holds this plan now. */
  held: boolean;
  /** A checkout of this plan is being started. */
  starting: boolean;
  /** A checkout (of any plan) is running: the other buttons wait. */
  busy: boolean;
  onChoose: (plan: Plan) => void;
};

/** A plan on offer: its name and description, the price with its interval and tax, what it unlocks, and Choose. */
export function PlanCard({ plan, held, starting, busy, onChoose }: Props) {
  const tax = taxText(plan.price);
  const titleId = `plan-${plan.uuid}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Title order={3} size="h4" id={titleId}>
              {plan.name}
            </Title>
            <Badge variant="light" miw="max-content">
              {billingIntervalLabels[plan.interval]}
            </Badge>
          </Group>
          {plan.description ? (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {plan.description}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={2}>
          <Text fz={26} fw={700} lh={1.2}>
            {totalText(plan.price, plan.interval)}
          </Text>
          {tax ? (
            <Text size="sm" c="dimmed">
              {tax}
            </Text>
          ) : null}
        </Stack>
        <UnlocksList
          items={unlockTexts(plan.unlocks)}
          label={`What ${plan.name} unlocks`}
          empty="Supports the community."
        />
        <div style={{ marginTop: 'auto' }}>
          {held ? (
            <Badge size="lg" variant="light" color="green">
              Your plan
            </Badge>
          ) : (
            <Button
              fullWidth
              loading={starting}
              disabled={busy && !starting}
              onClick={() => onChoose(plan)}
              // A long plan name wraps inside the button rather than being cut off.
              h="auto"
              mih={36}
              py={6}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            >
              Choose {plan.name}
            </Button>
          )}
        </div>
      </Stack>
    </Card>
  );
}
