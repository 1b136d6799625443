import { z } from 'zod';

/**
 * The first-run checklist the office sees until the chain is set up (issue 23, item 9). Each step
 * is read from the chain's own data; the two that have no fact to read (the mail server may
 * deliberately stay off, the printers' defaults may be right) are confirmed by a person.
 */
export const SETUP_STEPS = [
  'company',
  'store',
  'publicAddress',
  'mail',
  'printers',
  'staff',
] as const;
export type SetupStepId = (typeof SETUP_STEPS)[number];

/** Steps a person confirms with a button: nothing in the data says they are done. */
export const CONFIRMABLE_STEPS = ['mail', 'printers'] as const;
export type ConfirmableStep = (typeof CONFIRMABLE_STEPS)[number];

export const ZSetupStep = z.object({
  id: z.enum(SETUP_STEPS),
  title: z.string(),
  /** What is set now, or what is missing, in a sentence. */
  detail: z.string(),
  done: z.boolean(),
  /** A button that marks the step done, for the steps a person confirms. */
  confirmable: z.boolean(),
  /** Where in the app the step is done: an Admin section. */
  section: z.enum(['system', 'stores', 'users']),
});
export type SetupStep = z.infer<typeof ZSetupStep>;

export const ZSetupChecklist = z.object({
  steps: z.array(ZSetupStep),
  complete: z.boolean(),
});
export type SetupChecklist = z.infer<typeof ZSetupChecklist>;

export const ZConfirmStepParams = z.object({
  step: z.enum(CONFIRMABLE_STEPS, { error: 'This step is confirmed by doing it' }),
});
