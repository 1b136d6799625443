import { createTheme } from '@mantine/core';
import { TOOLTIP_DELAY_MS } from '../../shared/constants';

/**
 * Tooltip defaults are given as a plain object, not `Tooltip.extend`, so the sign-in bundle
 * does not pull in the Tooltip component and its positioning engine.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '700' },
  components: {
    Tooltip: { defaultProps: { openDelay: TOOLTIP_DELAY_MS } },
  },
});
