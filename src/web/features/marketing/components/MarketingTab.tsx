import { Stack, Title } from '@mantine/core';
import { ComingSoon } from '../../../components/ComingSoon';

export default function MarketingTab() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Marketing Hub
      </Title>
      <ComingSoon
        name="Campaigns"
        description="Plan promotions and follow reviews and social followers for every store."
      />
    </Stack>
  );
}
