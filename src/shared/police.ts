import { z } from 'zod';

/**
 * Police holds and seizures (issue 26): the police may ask a store to keep any device in stock
 * (bought back or not) past its buyback hold, or take it. A held device cannot be sold or leave
 * stock until an office role lifts the hold with a reason; a seized device leaves stock with the
 * officer's record.
 */
export const POLICE_MESSAGES = {
  officer: "Enter the officer's name",
  agency: 'Enter the police agency',
  caseNumber: 'Enter the case number',
  tooLong: (n: number) => `Too long (${n} characters at most)`,
  releaseReason: 'Say why the police hold ends (for example, the officer released it)',
  /** Why a device under a police hold cannot be sold or leave stock. */
  saleRefused: (caseNumber: string) =>
    `This device is on a police hold (case ${caseNumber}); it cannot be sold or leave stock until the hold is lifted.`,
  /** Why a device the police took cannot be sold, typed in by its IMEI. */
  seizedSaleRefused: (caseNumber: string) =>
    `The police seized this device (case ${caseNumber}); it cannot be sold.`,
  alreadyHeld: (caseNumber: string) =>
    `This device is already on a police hold (case ${caseNumber}).`,
  notHeld: 'This device is not on a police hold.',
  notInStock: 'Only a device in stock can be held or seized.',
} as const;

const M = POLICE_MESSAGES;
const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, M.tooLong(max));

/** POST /api/stock/:id/police-hold and POST /api/stock/:id/seize: who asked, and for which case. */
export const ZPoliceRecordInput = z.object({
  officer: text(M.officer, 120),
  agency: text(M.agency, 120),
  caseNumber: text(M.caseNumber, 60),
  note: z.string().trim().max(500, M.tooLong(500)).optional(),
});
export type PoliceRecordInput = z.infer<typeof ZPoliceRecordInput>;

/** POST /api/stock/:id/police-hold/release: an office role lifts the hold, with its reason. */
export const ZPoliceHoldRelease = z.object({
  reason: z
    .string({ error: M.releaseReason })
    .trim()
    .min(5, M.releaseReason)
    .max(500, M.tooLong(500)),
});
export type PoliceHoldRelease = z.infer<typeof ZPoliceHoldRelease>;

/** The police's record on a stock item: the hold placed or the seizure, who recorded it and when. */
export const ZPoliceRecord = z.object({
  officer: z.string(),
  agency: z.string(),
  caseNumber: z.string(),
  note: z.string().nullable(),
  at: z.string(),
  by: z.string().nullable(),
});
export type PoliceRecord = z.infer<typeof ZPoliceRecord>;
