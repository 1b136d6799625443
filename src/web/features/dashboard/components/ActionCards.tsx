import { Badge, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconClipboardCheck,
  IconDeviceMobileDollar,
  IconPackageExport,
  IconShoppingCart,
  IconSparkles,
  type Icon,
} from '@tabler/icons-react';
import classes from './ActionCards.module.css';

type Action = { id: string; title: string; description: string; icon: Icon; color: string };

const ACTIONS: readonly Action[] = [
  {
    id: 'waiver',
    title: 'New Repair Waiver',
    description: 'Check in a device',
    icon: IconClipboardCheck,
    color: 'indigo',
  },
  {
    id: 'pickup',
    title: 'Process Pickup',
    description: 'Completed repair for pickup',
    icon: IconPackageExport,
    color: 'teal',
  },
  {
    id: 'buyback',
    title: 'Device Buyback',
    description: 'Purchase a used device',
    icon: IconDeviceMobileDollar,
    color: 'orange',
  },
  {
    id: 'sale',
    title: 'Device Sale',
    description: 'Sell a new or refurbished device',
    icon: IconShoppingCart,
    color: 'blue',
  },
  {
    id: 'valuation',
    title: 'Smart Valuation',
    description: 'AI-powered device valuation',
    icon: IconSparkles,
    color: 'violet',
  },
];

/**
 * The five counter actions of the spec. Their forms arrive in later releases, so each card is a
 * disabled button that says so rather than a link to nowhere.
 */
export function ActionCards() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing={{ base: 'sm', sm: 'md' }}>
      {ACTIONS.map(({ id, title, description, icon: ActionIcon, color }) => (
        <Paper
          key={id}
          component="button"
          type="button"
          disabled
          withBorder
          radius="lg"
          className={classes.card}
          aria-describedby={`action-${id}-note`}
        >
          <ThemeIcon size={48} radius="md" variant="light" color={color}>
            <ActionIcon size={26} aria-hidden />
          </ThemeIcon>
          <Text fw={700} fz="md" lh={1.3} mt="sm">
            {title}
          </Text>
          <Text fz="sm" c="dimmed" lh={1.35} className={classes.description}>
            {description}
          </Text>
          <Badge id={`action-${id}-note`} variant="light" color="gray" size="sm" mt="sm">
            Coming soon
          </Badge>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
