import { NumberInput } from '@mantine/core';
import { useEffect, useState } from 'react';

type Props = {
  label: string;
  description?: string;
  value: number | undefined;
  /** Called when the visitor is done typing (leaves the box or presses Enter); null when it was emptied. */
  onCommit: (value: number | null) => void;
};

/**
 * An amount filter: typed freely, grouped by thousands, and applied once the visitor leaves the box or
 * presses Enter, so that the results do not reload at every digit.
 */
export function AmountInput({ label, description, value, onCommit }: Props) {
  const [text, setText] = useState<string | number>(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const commit = () => {
    const next = typeof text === 'number' ? Math.max(0, Math.round(text)) : null;
    if (next !== (value ?? null)) onCommit(next);
  };
  return (
    <NumberInput
      label={label}
      description={description}
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      min={0}
      max={1e13}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      hideControls
      inputMode="numeric"
    />
  );
}
