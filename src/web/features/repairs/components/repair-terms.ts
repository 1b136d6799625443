/**
 * The short repair terms the customer agrees to with the drop-off signature; printed on the
 * ticket. Plain words a counter clerk can read out.
 */
export const REPAIR_TERMS = [
  'Diagnosis: the estimate is based on what we can see at drop-off. If the technician finds more, we contact you before doing any extra work or charging more.',
  'Your data: back up your device before leaving it. We are not responsible for data, apps or settings lost during a repair.',
  'Warranty: parts we fit carry a 90-day warranty against defects from the date of pickup. It does not cover new physical or liquid damage.',
  'Prior damage: devices with liquid damage, bent frames or earlier repairs may fail during a repair; we will tell you if we see signs of this.',
  'Collection: devices not collected within 90 days of our ready-for-pickup notice may be recycled or sold to cover the cost of the repair.',
  'Pickup: bring this ticket or photo ID. We hand the device only to the person named on the ticket or someone who shows this ticket.',
] as const;
