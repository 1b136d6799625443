import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of a dashboard: a second-level heading over its figures. */
export function DashboardSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
