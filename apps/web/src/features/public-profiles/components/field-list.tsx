import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTenant } from '../../../core/tenant.ts';
import { audienceNote, profileLabel, type ShownField } from '../present.ts';
import { FieldValue } from './field-value.tsx';

type Props = {
  fields: ShownField[];
  /** Two columns from the sm breakpoint; long texts take a whole row. */
  columns?: 1 | 2;
  /** Say who else sees the fields that are not public: for the holder and operators. */
  withAudience: boolean;
};

/**
 * Fields as a description list: each label over its value. Flags that are on come first, as badges in
 * their own words, without a label.
 */
export function FieldList({ fields, columns = 2, withAudience }: Props) {
  const tenant = useTenant();
  const flags = fields.filter(({ shown }) => shown.kind === 'flag');
  const rest = fields.filter(({ shown }) => shown.kind !== 'flag');
  const privateTo = tenant.profile_settings.private_fields_to;

  return (
    <Stack gap="md">
      {flags.length > 0 ? (
        <Group gap="xs">
          {flags.map(({ field, shown }) => (
            <FieldValue key={field.key} shown={shown} />
          ))}
        </Group>
      ) : null}
      {rest.length > 0 ? (
        <SimpleGrid component="dl" cols={{ base: 1, sm: columns }} spacing="lg" verticalSpacing="md" m={0}>
          {rest.map(({ field, shown }) => {
            const note = withAudience ? audienceNote(field.audience, privateTo) : null;
            const wide = columns === 2 && shown.kind === 'paragraphs';
            return (
              <Box key={field.key} style={wide ? { gridColumn: '1 / -1' } : undefined} miw={0}>
                <Group component="dt" gap={6} mb={4}>
                  <Text span size="sm" fw={500} c="dimmed">
                    {profileLabel(field)}
                  </Text>
                  {note ? (
                    <Group component="span" gap={2} wrap="nowrap">
                      <IconLock size={12} aria-hidden />
                      <Text span size="xs" c="dimmed">
                        {note}
                      </Text>
                    </Group>
                  ) : null}
                </Group>
                <Box component="dd" m={0}>
                  <FieldValue shown={shown} />
                </Box>
              </Box>
            );
          })}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
