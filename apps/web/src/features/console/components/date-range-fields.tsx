import { TextInput } from '@mantine/core';

type Props = {
  fromLabel: string;
  toLabel: string;
  from: string | null | undefined;
  to: string | null | undefined;
  /** The day typed (YYYY-MM-DD), or '' when cleared. */
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
};

/** Two day fields of a list's filters, each bounded by the other so the range cannot turn inside out. */
export function DateRangeFields({ fromLabel, toLabel, from, to, onFrom, onTo }: Props) {
  return (
    <>
      <TextInput
        label={fromLabel}
        type="date"
        value={from ?? ''}
        max={to ?? undefined}
        onChange={(event) => onFrom(event.currentTarget.value)}
      />
      <TextInput
        label={toLabel}
        type="date"
        value={to ?? ''}
        min={from ?? undefined}
        onChange={(event) => onTo(event.currentTarget.value)}
      />
    </>
  );
}
