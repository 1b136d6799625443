import { Stack, Title } from '@mantine/core';
import { ComingSoon } from '../../../components/ComingSoon';

export default function CustomersTab() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Customers - Device Repairs
      </Title>
      <ComingSoon
        name="Repair waivers"
        description="Every device checked in for repair, with its customer, problem, drop-off date and status."
      />
    </Stack>
  );
}
