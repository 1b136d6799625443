import { Box, Group, Text } from '@mantine/core';
import { IconCircle, IconCircleCheck } from '@tabler/icons-react';
import type { z } from 'zod';
import { checkRules, type FieldRule } from '../../shared/field-rules';

type Props = {
  /** The field's schema (ZUsername, ZNewPassword): the checklist asks it, as the server does. */
  schema: z.ZodType;
  rules: readonly FieldRule[];
  value: string;
};

/**
 * A field's rules under it, each marked met or not yet as the person types, in words as well
 * as colour and shape. The list is polite live text: a screen reader hears a rule when it flips,
 * not every keystroke, and the field's description (aria-describedby) reads them all on focus.
 */
export function RuleChecklist({ schema, rules, value }: Props) {
  const checks = checkRules(schema, rules, value);
  return (
    <Box
      component="ul"
      aria-live="polite"
      data-testid="rule-checklist"
      m={0}
      mt={4}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {checks.map(({ message, met }) => (
        <Box component="li" key={message} data-met={met}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            {met ? (
              <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
            ) : (
              <IconCircle size={16} color="var(--mantine-color-gray-6)" aria-hidden />
            )}
            <Text span fz="sm" c={met ? 'teal.9' : 'dimmed'}>
              <Text span fz="sm" fw={700} inherit>
                {met ? 'Done: ' : 'Not yet: '}
              </Text>
              {message}
            </Text>
          </Group>
        </Box>
      ))}
    </Box>
  );
}
