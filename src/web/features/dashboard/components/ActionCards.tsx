import { Badge, Loader, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconClipboardCheck,
  IconDeviceMobileDollar,
  IconPackageExport,
  IconShoppingCart,
  IconSparkles,
  type Icon,
} from '@tabler/icons-react';
import classes from './ActionCards.module.css';

export type ActionId = 'waiver' | 'pickup' | 'buyback' | 'sale' | 'valuation';
type Action = { id: ActionId; title: string; description: string; icon: Icon; color: string };

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

type Props = {
  /** What each available card does; a card without a handler is shown as coming soon. */
  handlers: Partial<Record<ActionId, () => void>>;
  /** A short live note under a card, such as how many repairs are ready. */
  notes?: Partial<Record<ActionId, string>>;
  /** Cards whose action is checking something before it opens. */
  busy?: Partial<Record<ActionId, boolean>>;
};

/**
 * The five counter actions (docs/product.md, Screens); those not built yet say so rather than lead
 * nowhere.
 */
export function ActionCards({ handlers, notes = {}, busy = {} }: Props) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing={{ base: 'sm', sm: 'md' }}>
      {ACTIONS.map(({ id, title, description, icon: ActionIcon, color }) => {
        const onClick = handlers[id];
        const note = onClick ? notes[id] : 'Coming soon';
        return (
          <Paper
            key={id}
            component="button"
            type="button"
            disabled={!onClick}
            onClick={onClick}
            aria-busy={busy[id] || undefined}
            withBorder
            radius="lg"
            className={classes.card}
            aria-describedby={note ? `action-${id}-note` : undefined}
          >
            <ThemeIcon size={48} radius="md" variant="light" color={color}>
              {busy[id] ? <Loader size={22} color={color} /> : <ActionIcon size={26} aria-hidden />}
            </ThemeIcon>
            <Text fw={700} fz="md" lh={1.3} mt="sm">
              {title}
            </Text>
            <Text fz="sm" c="dimmed" lh={1.35} className={classes.description}>
              {description}
            </Text>
            {note && (
              <Badge
                id={`action-${id}-note`}
                variant="light"
                color={onClick ? color : 'gray'}
                size="sm"
                mt="sm"
              >
                {note}
              </Badge>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
