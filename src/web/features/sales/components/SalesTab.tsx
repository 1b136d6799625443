import { Stack, Title } from '@mantine/core';
import { ComingSoon } from '../../../components/ComingSoon';

export default function SalesTab() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Sales &amp; Reports
      </Title>
      <ComingSoon
        name="Device sales"
        description="Record new and refurbished device sales and file the store's Daily Sales Report."
      />
    </Stack>
  );
}
