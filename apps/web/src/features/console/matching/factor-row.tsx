import { Group, NumberInput, Slider, Stack, Switch, Text } from '@mantine/core';
import { type FactorSetting, matchFactorLabels } from '@ventura/shared';
import type { ConsoleFactor, Share } from './draft.ts';

type Props = {
  factor: ConsoleFactor;
  setting: FactorSetting;
  share: Share;
  disabled: boolean;
  onChange: (setting: FactorSetting) => void;
};

const weightOf = (value: number | string) => (typeof value === 'number' ? Math.min(100, Math.max(0, value)) : 0);

/** What the share column says: a percentage, or why the factor counts for nothing. */
function ShareText({ share }: { share: Share }) {
  const [value, caption] =
    share === 'unavailable'
      ? ['–', 'cannot count']
      : share === 'off'
        ? ['Off', 'counts for nothing']
        : [`${Math.round(share)}%`, 'of the score'];
  return (
    <Stack gap={0} align="flex-end" miw={92} style={{ flexShrink: 0 }}>
      <Text fw={700} size="lg" lh={1.2} c={typeof share === 'number' ? undefined : 'dimmed'}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {caption}
      </Text>
    </Stack>
  );
}

/**
 * One factor of a pair: on or off, its weight (a slider and a number, 0 to 100) beside its default, and
 * the share of a score it then counts for. A factor whose field is private here cannot be changed.
 */
export function FactorRow({ factor, setting, share, disabled, onChange }: Props) {
  const label = matchFactorLabels[factor.factor];
  const locked = disabled || !factor.available;
  // A factor that is off keeps its weight for when it is on again, but its weight cannot be edited meanwhile.
  const weightLocked = locked || !setting.on;
  return (
    <Stack gap="xs" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Switch
            label={label}
            // The label element holds the description too: named by the label alone, described by the default.
            aria-label={label}
            description={`default ${factor.defaultWeight}`}
            checked={setting.on}
            disabled={locked}
            onChange={(event) => onChange({ ...setting, on: event.currentTarget.checked })}
          />
          {factor.available ? null : (
            <Text size="sm" c="dimmed">
              Cannot count here: the field it reads is private on this platform, and a match's reasons would reveal it.
            </Text>
          )}
        </Stack>
        <ShareText share={share} />
      </Group>
      <Group gap="md" wrap="nowrap" align="center">
        <Slider
          flex={1}
          min={0}
          max={100}
          step={1}
          value={setting.weight}
          onChange={(weight) => onChange({ ...setting, weight })}
          disabled={weightLocked}
          // A tick at the default, so a change from it shows.
          marks={[{ value: factor.defaultWeight }]}
          thumbLabel={`${label} weight`}
          thumbValueText={(weight) => `${weight} of 100`}
        />
        <NumberInput
          w={84}
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={setting.weight}
          onChange={(value) => onChange({ ...setting, weight: weightOf(value) })}
          disabled={weightLocked}
          aria-label={`${label} weight`}
        />
      </Group>
    </Stack>
  );
}
