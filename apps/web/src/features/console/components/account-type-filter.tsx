import { Select } from '@mantine/core';
import { type AccountType, accountTypeLabels, accountTypes } from '@ventura/shared';

const typeOptions = accountTypes.map((type) => ({ value: type, label: accountTypeLabels[type] }));
const isAccountType = (value: string | null): value is AccountType => accountTypes.some((type) => type === value);

/** A console list's account type filter: one type, or all when cleared. */
export function AccountTypeFilter({
  value,
  onChange,
}: {
  value: AccountType | null | undefined;
  onChange: (type: AccountType | null) => void;
}) {
  return (
    <Select
      label="Account type"
      placeholder="All types"
      data={typeOptions}
      value={value ?? null}
      onChange={(next) => onChange(isAccountType(next) ? next : null)}
      clearable
    />
  );
}
