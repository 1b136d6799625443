import { Paper, Stack } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

type Props = Omit<ComponentPropsWithoutRef<'section'>, 'children' | 'color' | 'style'> & {
  /** Tighter padding on a phone, for cards that sit in a list of their like. */
  compact?: boolean;
  children: ReactNode;
  'data-testid'?: string;
};

/** A bordered section of a page, its parts stacked; name it with aria-label or aria-labelledby. */
export function SectionCard({ compact = false, children, ...section }: Props) {
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: compact ? 'sm' : 'md', sm: 'lg' }}
      {...section}
    >
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
