import type { z } from 'zod';

/** One rule of a field, as the field's zod schema words it when the rule is broken. */
export type FieldRule = {
  message: string;
  /** A limit nobody reaches by accident (at most 50 characters): listed only once broken. */
  onlyWhenBroken?: boolean;
};

export type RuleCheck = { message: string; met: boolean };

/**
 * Which of a field's rules the value meets, asked of the field's own schema, so the checklist
 * under a field and the server's answer can never disagree.
 */
export function checkRules(
  schema: z.ZodType,
  rules: readonly FieldRule[],
  value: string,
): RuleCheck[] {
  const result = schema.safeParse(value);
  const broken = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  return rules
    .map((rule) => ({ rule, met: !broken.has(rule.message) }))
    .filter(({ rule, met }) => !rule.onlyWhenBroken || !met)
    .map(({ rule, met }) => ({ message: rule.message, met }));
}
