import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** A row of an unstyled list, ruled off from the one above it unless it comes first. */
export function DividedItem({ divided, children }: { divided: boolean; children: ReactNode }) {
  return (
    <Box
      component="li"
      py="sm"
      style={{
        listStyle: 'none',
        minWidth: 0,
        borderTop: divided ? '1px solid var(--mantine-color-default-border)' : undefined,
      }}
    >
      {children}
    </Box>
  );
}
