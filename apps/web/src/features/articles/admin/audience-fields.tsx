import { MultiSelect, Radio, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { accountTypeLabels, accountTypes } from '@ventura/shared';

const typeOptions = accountTypes.map((type) => ({ value: type, label: accountTypeLabels[type] }));

type Props = {
  /** The form's `scope` field ('public', 'members', 'types'). */
  scope: GetInputPropsReturnType;
  /** The form's `types` field: the account types, asked for when the scope is 'types'. */
  types: GetInputPropsReturnType;
  withTypes: boolean;
};

/** Who sees an item (articles and the other content alike): everyone, signed-in members, or some account types. */
export function AudienceFields({ scope, types, withTypes }: Props) {
  return (
    <>
      <Radio.Group label="Audience" {...scope}>
        <Stack gap="xs" mt="xs">
          <Radio value="public" label="Everyone, signed out too" />
          <Radio value="members" label="Signed-in members" />
          <Radio value="types" label="Some account types" />
        </Stack>
      </Radio.Group>
      {withTypes ? (
        <MultiSelect
          label="Account types"
          placeholder="Choose account types"
          data={typeOptions}
          searchable
          clearable
          {...types}
        />
      ) : null}
    </>
  );
}
