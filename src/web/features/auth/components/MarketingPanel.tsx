import { Stack, Text, Title } from '@mantine/core';
import { PRODUCT_TAGLINE } from '../../../../shared/product';
import classes from './AuthScreen.module.css';

const FEATURES = [
  {
    title: 'Smart Valuation',
    text: 'Price a trade-in in seconds. The AI weighs model, storage, condition and your own recent buybacks, then suggests a fair offer with the margin in view.',
  },
  {
    title: 'Store Intelligence',
    text: 'Every store’s repairs, sales and buybacks in one view, with what needs a manager’s attention flagged first.',
  },
  {
    title: 'Smart Reports',
    text: 'Daily performance e-mails, nightly area briefs and predictive sales analytics that forecast the week ahead.',
  },
] as const;

/**
 * The right-hand side of the sign-in screen (docs/product.md, Screens). No icons: this chunk stays
 * small.
 */
export function MarketingPanel() {
  return (
    <Stack gap="xl" className={classes.marketing}>
      <Stack gap="xs">
        <Text className={classes.eyebrow}>{PRODUCT_TAGLINE}</Text>
        <Title order={2} className={classes.headline}>
          Repairs. Refined.
        </Title>
        <Text className={classes.lead}>
          Check-ins, pickups, buybacks and sales from one counter screen, with AI that does the
          arithmetic while you look after the customer.
        </Text>
      </Stack>
      <Stack gap="lg" component="ul" className={classes.features}>
        {FEATURES.map(({ title, text }, index) => (
          <li key={title} className={classes.feature}>
            <span className={classes.featureNumber} aria-hidden>
              {String(index + 1).padStart(2, '0')}
            </span>
            <div>
              <Text fw={700} fz="lg" c="white">
                {title}
              </Text>
              <Text className={classes.featureText}>{text}</Text>
            </div>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
