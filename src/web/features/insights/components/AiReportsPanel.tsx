import { Stack, Title } from '@mantine/core';
import { StoreInsights } from './StoreInsights';

/**
 * The AI reports panel, shown to super_admin and ceo on the Admin tab (docs/product.md, Roles and
 * reach). Each section is its own card in this stack, so the smart report e-mails join as one more
 * below.
 */
export default function AiReportsPanel() {
  return (
    <Stack gap="md">
      <Title order={2}>AI Reports</Title>
      <StoreInsights />
    </Stack>
  );
}
