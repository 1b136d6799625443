import { Paper, Stack, Text, Title } from '@mantine/core';

type Props = {
  /** What the finished screen or panel is called. */
  name: string;
  /** One sentence of what it will do. */
  description: string;
  /** Heading level, so a panel inside a screen does not claim the page's main heading. */
  order?: 1 | 2 | 3;
};

/** Stands in for a screen or panel that a later release builds, so nobody meets a blank page. */
export function ComingSoon({ name, description, order = 2 }: Props) {
  return (
    <Paper withBorder radius="lg" p="lg" bg="gray.0" style={{ borderStyle: 'dashed' }}>
      <Stack gap="xs">
        <Title order={order} size="h4">
          {name} — coming soon
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
    </Paper>
  );
}
