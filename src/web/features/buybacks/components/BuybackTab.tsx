import { Stack, Title } from '@mantine/core';
import { ComingSoon } from '../../../components/ComingSoon';

export default function BuybackTab() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Device Buyback
      </Title>
      <ComingSoon
        name="Buyback transactions"
        description="Buy used devices with the customer's signature, device photos and payment receipts."
      />
    </Stack>
  );
}
