import { Badge, Group, type BadgeProps } from '@mantine/core';
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

/** A repair card's badges: whether this device still has to send it, then its status. */
export function RepairCardBadges({ repair }: { repair: { status: RepairStatus } }) {
  return (
    <Group gap={6} wrap="nowrap">
      <SyncBadge record={repair} />
      <StatusBadge status={repair.status} />
    </Group>
  );
}
