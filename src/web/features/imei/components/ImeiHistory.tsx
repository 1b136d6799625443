import { Text, ThemeIcon, Timeline } from '@mantine/core';
import { IconCash, IconShoppingCart, IconTool, type Icon } from '@tabler/icons-react';
import { IMEI_EVENT_LABELS } from '../../../../shared/device-labels';
import { formatDate } from '../../../../shared/format';
import type { ImeiEvent } from '../../../../shared/imei';

const LOOK: Record<ImeiEvent['type'], { icon: Icon; color: string }> = {
  repair: { icon: IconTool, color: 'indigo' },
  buyback: { icon: IconCash, color: 'orange' },
  sale: { icon: IconShoppingCart, color: 'blue' },
};

/**
 * The device's life in the chain, newest first. Customer names show only for stores within
 * the viewer's reach; the server leaves them out elsewhere.
 */
export function ImeiHistory({ events }: { events: ImeiEvent[] }) {
  if (events.length === 0) {
    return <Text c="dimmed">No history in the chain.</Text>;
  }
  return (
    <Timeline bulletSize={32} lineWidth={2} aria-label="Device history">
      {events.map((event, index) => {
        const { icon: TypeIcon, color } = LOOK[event.type];
        return (
          <Timeline.Item
            key={`${event.type}-${event.id ?? index}-${event.at}`}
            bullet={
              <ThemeIcon size={32} radius="xl" color={color} variant="light">
                <TypeIcon size={18} aria-hidden />
              </ThemeIcon>
            }
            title={
              <Text fw={600} fz="sm">
                {IMEI_EVENT_LABELS[event.type]} · {event.storeName}
              </Text>
            }
          >
            <Text fz="sm">{event.summary}</Text>
            <Text fz="xs" c="dimmed">
              {formatDate(event.at)}
              {event.customerName ? ` · ${event.customerName}` : ''}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
