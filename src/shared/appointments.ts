import { z } from 'zod';
import { STORE_CUSTOMER_FIELDS, counterCustomerFields } from './fields';
import { formatClock, formatLongDay } from './format';

/**
 * Appointments staff book for a customer. One becomes a check-in when the customer arrives:
 * the waiver is made from it, and the appointment keeps that repair's id.
 */
export const APPOINTMENT_STATUSES = ['booked', 'arrived', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  booked: 'Booked',
  arrived: 'Arrived',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

const ZDate = z
  .string({ error: 'Date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date is required')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Date is required');

const ZTime = z
  .string({ error: 'Time is required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time is required');

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

export const ZAppointmentInput = z.object({
  ...counterCustomerFields('Customer name'),
  date: ZDate,
  time: ZTime,
  deviceBrand: requiredText('Device brand', 60),
  deviceModel: requiredText('Device model', 120),
  problem: requiredText('Problem', 1000),
});
export type AppointmentInput = z.input<typeof ZAppointmentInput>;
/** A booking as the route parsed it: what the service takes. */
export type NewAppointment = z.output<typeof ZAppointmentInput>;

/** A status change or a reschedule; an arrival names the repair it became. */
export const ZAppointmentPatch = z
  .object({
    status: z.enum(APPOINTMENT_STATUSES, { error: 'Choose a valid status' }).optional(),
    date: ZDate.optional(),
    time: ZTime.optional(),
    repairId: z.string().min(1).max(64).optional(),
  })
  .refine((p) => p.status || p.date || p.time, { message: 'Nothing to change', path: ['status'] })
  .refine((p) => !p.repairId || p.status === 'arrived', {
    message: 'Only an arrival links a repair',
    path: ['repairId'],
  });
export type AppointmentPatch = z.input<typeof ZAppointmentPatch>;
/** A change as the route parsed it. */
export type AppointmentChange = z.output<typeof ZAppointmentPatch>;

export const ZAppointment = z.object({
  ...STORE_CUSTOMER_FIELDS,
  date: z.string(),
  time: z.string(),
  deviceBrand: z.string(),
  deviceModel: z.string(),
  problem: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  repairId: z.string().nullable(),
  /** The repair's ticket (T-1042) once the customer arrived and was checked in. */
  ticketNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof ZAppointment>;

/** When a visit is, as staff and customers say it: Tuesday, Nov 24, 2026 at 2:30 PM. */
export function appointmentWhen(a: { date: string; time: string }): string {
  return `${formatLongDay(a.date)} at ${formatClock(a.time)}`;
}

/** The longest range one list answers (a month view at most), so a query stays small. */
export const APPOINTMENT_RANGE_MAX_DAYS = 62;

export const ZAppointmentListQuery = z
  .object({ from: ZDate, to: ZDate, storeId: z.string().min(1).optional() })
  .refine((q) => q.from <= q.to, { message: 'From must be on or before to', path: ['to'] })
  .refine(
    (q) =>
      (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 <=
      APPOINTMENT_RANGE_MAX_DAYS,
    { message: `At most ${APPOINTMENT_RANGE_MAX_DAYS} days at a time`, path: ['to'] },
  );
export type AppointmentListQuery = z.output<typeof ZAppointmentListQuery>;

/** How many of a day's appointments one store holds, per status: numbers aligned with storeIds. */
const ZStoreCounts = z.array(z.number().int().nonnegative());

/**
 * A range's appointments counted per day, per store and per status, for the calendar of a
 * viewer with many stores: the stores with any appointment are named once, in order, and each
 * day with any appointment carries one count per store and status (a 50-store month is a few
 * kilobytes where the list would be megabytes). A day's detail is the list, asked for that day.
 */
export const ZAppointmentCounts = z.object({
  storeIds: z.array(z.string()),
  days: z.array(
    z.object({
      date: z.string(),
      booked: ZStoreCounts,
      arrived: ZStoreCounts,
      cancelled: ZStoreCounts,
      no_show: ZStoreCounts,
    }),
  ),
});
export type AppointmentCounts = z.infer<typeof ZAppointmentCounts>;
export type AppointmentDayCounts = AppointmentCounts['days'][number];

export const APPOINTMENT_NOT_FOUND = 'Appointment not found';

/** A visit is booked for the store's today or later; an earlier day is a typo, not a booking. */
export const APPOINTMENT_PAST_DAY = 'Choose today or a later day';
export const APPOINTMENT_PAST_TIME = 'Choose a time that has not passed yet';

/** A no-show is a visit whose hour came without the customer: not one still to come. */
export const APPOINTMENT_NOT_DUE =
  'This appointment’s time has not come yet, so it cannot be a no-show';

/** Why only a booked appointment moves: the others are settled, and a new visit is a new booking. */
export const APPOINTMENT_NOT_MOVABLE: Record<Exclude<AppointmentStatus, 'booked'>, string> = {
  arrived: 'The customer has already arrived, so this appointment cannot be rescheduled',
  cancelled: 'This appointment is cancelled, so it cannot be rescheduled; book a new one',
  no_show: 'This appointment is marked no-show, so it cannot be rescheduled; book a new one',
};
