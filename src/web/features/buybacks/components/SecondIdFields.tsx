import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SECOND_ID_LABELS, SECOND_ID_TYPES } from '../../../../shared/buyback-seller';
import { bindField, registerField } from '../../../lib/bind-field';
import type { BuybackForm } from './buyback-form';

const OPTIONS = SECOND_ID_TYPES.map((value) => ({ value, label: SECOND_ID_LABELS[value] }));

type Props = { form: BuybackForm; required: boolean };

/** The second ID some codes ask for (New Jersey's bill for phones: two IDs). */
export function SecondIdFields({ form, required }: Props) {
  const type = bindField(form, 'secondIdType');
  return (
    <Stack gap="xs" role="group" aria-labelledby="second-id-title">
      <Text id="second-id-title" fw={600}>
        Second ID
      </Text>
      <Text size="sm" c="dimmed">
        {required ? "Required by this store's rules" : 'Optional at this store'}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label="Second ID type"
          required={required}
          size="md"
          data={OPTIONS}
          value={type.value ?? null}
          onChange={(value) => type.onChange((value ?? undefined) as typeof type.value)}
          error={type.error}
        />
        <TextInput
          label="Second ID number"
          required={required}
          size="md"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...registerField(form, 'secondIdNumber')}
        />
        <TextInput
          label="Second ID issued by"
          description="State, country or bank"
          size="md"
          {...registerField(form, 'secondIdIssuer')}
        />
        <TextInput
          label="Second ID expires"
          description="If it has an expiry date"
          type="date"
          size="md"
          {...registerField(form, 'secondIdExpiry')}
        />
      </SimpleGrid>
    </Stack>
  );
}
