import { createTheme, darken, luminance, type CSSVariablesResolver } from '@mantine/core';
import { TOOLTIP_DELAY_MS } from '../../shared/constants';

/** WCAG 2.1 AA for text: 4.5:1. Aimed a little above, so a browser's rounding never drops under. */
const TEXT_CONTRAST = 4.6;

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/**
 * `color`, darkened in 5% steps until text in it (or white text on it) reads at AA against
 * `background`. Mantine's palettes fall short in many places (gray 6 is 3.3:1 on white, teal's
 * light badge 4.3:1, white on indigo 6 4.3:1), so each colour is corrected once, here, for every
 * screen, while its hue stays.
 */
function readable(color: string, background: string): string {
  for (let step = 0; step < 20; step++) {
    const candidate = step === 0 ? color : darken(color, step * 0.05);
    if (contrast(candidate, background) >= TEXT_CONTRAST) return candidate;
  }
  return '#000000';
}

/**
 * The light scheme's colours, made readable: secondary ("dimmed") text on white and the light
 * grey surfaces; each colour's filled background under white text (buttons, active tabs, filled
 * badges), its outline and plain text on white, and its light badge text on the light background
 * and its hover. The palettes themselves stay, so explicit shades (charts) are unchanged.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readable(theme.colors.gray[6], theme.colors.gray[1]),
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark') continue;
    const filled = readable(shades[6], theme.white);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-light-color`] = readable(shades[9], shades[2]);
  }
  light['--mantine-color-error'] = light['--mantine-color-red-filled']!;
  light['--mantine-color-anchor'] = light[`--mantine-color-${theme.primaryColor}-filled`]!;
  return { variables: {}, light, dark: {} };
};

/**
 * Component defaults are given as plain objects, not `X.extend`, so the sign-in bundle does not
 * pull in those components (the Tooltip's positioning engine and the charts above all).
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '700' },
  components: {
    Tooltip: { defaultProps: { openDelay: TOOLTIP_DELAY_MS } },
    // A badge is a word or two: it keeps its width and never ends in "…" on a narrow phone.
    Badge: { styles: { root: { flexShrink: 0, minWidth: 'max-content' } } },
    // A toast's close button says what it does to a screen reader on every screen.
    // Its message under a title is grey 6 in Mantine (3.3:1 on white): the readable dimmed grey.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    /*
     * A chart's drawing is hidden from screen readers and gets no keyboard stop: ChartFigure gives
     * it a name and the same figures as a table. Recharts' accessibility layer would otherwise make
     * the drawing an unnamed "application" that takes the screen reader's keys.
     */
    BarChart: { defaultProps: { barChartProps: { accessibilityLayer: false } } },
    LineChart: { defaultProps: { lineChartProps: { accessibilityLayer: false } } },
    AreaChart: { defaultProps: { areaChartProps: { accessibilityLayer: false } } },
  },
});
