import { TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';

type Props = {
  label: string;
  placeholder: string;
  value: string;
  /** Why the text cannot be used, or null when it can. */
  problemOf: (text: string) => string | null;
  onCommit: (text: string) => void;
};

/**
 * A filter field for exact values (an id): the list changes once the visitor presses Enter or leaves the
 * field, and only with a value it can use; otherwise the field says what is wrong.
 */
export function CommitField({ label, placeholder, value, problemOf, onCommit }: Props) {
  const [typed, setTyped] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setTyped(value), [value]);

  const commit = () => {
    const text = typed.trim();
    const found = text === '' ? null : problemOf(text);
    setProblem(found);
    if (!found && text !== value) onCommit(text);
  };

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        commit();
      }}
    >
      <TextInput
        label={label}
        placeholder={placeholder}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onBlur={commit}
        error={problem}
        spellCheck={false}
        autoComplete="off"
      />
    </form>
  );
}
