import { Badge, Group, type BadgeProps } from '@mantine/core';
import { WAITING_FOR_PARTS } from '../../../../shared/inventory';
import { displayStatus, REPAIR_STATUS_LABELS, type RepairStatus } from '../../../../shared/repairs';
import { SyncBadge } from '../../../components/SyncBadge';

export const STATUS_COLORS: Record<RepairStatus, string> = {
  received: 'blue',
  in_progress: 'orange',
  completed: 'teal',
  picked_up: 'gray',
};

/**
 * A repair's status in the dashboard's words; an unknown status reads Received (docs/product.md,
 * Repairs).
 */
export function StatusBadge({ status, ...props }: { status: unknown } & BadgeProps) {
  const s = displayStatus(status);
  return (
    <Badge variant="light" color={STATUS_COLORS[s]} {...props}>
      {REPAIR_STATUS_LABELS[s]}
    </Badge>
  );
}

/** A part on the repair's price is not in stock yet: the technician cannot finish it. */
export function PartsBadge({ waiting, ...props }: { waiting: boolean | undefined } & BadgeProps) {
  if (!waiting) return null;
  return (
    <Badge variant="light" color="red" {...props}>
      {WAITING_FOR_PARTS}
    </Badge>
  );
}

/** A repair card's badges: whether this device still has to send it, its status, its parts. */
export function RepairCardBadges({
  repair,
}: {
  repair: { status: RepairStatus; waitingForParts?: boolean };
}) {
  return (
    <Group gap={6} justify="flex-end">
      <SyncBadge record={repair} />
      <StatusBadge status={repair.status} />
      <PartsBadge waiting={repair.waitingForParts} />
    </Group>
  );
}
