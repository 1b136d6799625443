import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '../../shared/product';
import classes from './ProductBrand.module.css';

/** The product's mark and name, atop the screens shown before anyone is signed in. */
export function ProductBrand() {
  return (
    <Group gap="xs" className={classes.brand}>
      <span className={classes.mark} aria-hidden />
      <Text fw={800} fz="lg">
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
