import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of a long form, so a clerk can see where they are on a phone. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" gap="sm" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Title component="legend" order={3} size="h5" c="indigo.8" mb={4} p={0}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
