import { Text } from '@mantine/core';

/** Regions and stores: being built. */
export default function StoresPanel() {
  return <Text c="dimmed">Regions and stores</Text>;
}
