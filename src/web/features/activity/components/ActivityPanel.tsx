import { Text } from '@mantine/core';

/** The filterable activity log: being built. */
export default function ActivityPanel() {
  return <Text c="dimmed">Activity</Text>;
}
