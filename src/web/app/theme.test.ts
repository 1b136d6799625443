import { readFileSync } from 'node:fs';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** The red, green and blue of #rgb, #rrggbb or rgba(r, g, b, a), 0-255. */
function channelsOf(color: string): number[] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((h) => h + h).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  }
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  if (!rgb) throw new Error(`Not a colour: ${color}`);
  return rgb.slice(1).map(Number);
}

/** WCAG 2.1 relative luminance of an opaque colour. */
function luminance(color: string): number {
  const channels = channelsOf(color)
    .map((c) => c / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.round(((high + 0.05) / (low + 0.05)) * 100) / 100;
}

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const vars: Record<string, string> = cssVariablesResolver(full).light;
const v = (name: string) => vars[name] ?? `${name} missing`;
const palette = full.colors;
const white = full.white;
/** Every colour a badge, button or message of the app is given. */
const USED = ['red', 'teal', 'indigo', 'gray', 'orange', 'yellow', 'blue', 'grape', 'green'];

describe('theme contrast (WCAG 2.1 AA, 4.5:1 for text)', () => {
  it('reads secondary (dimmed) text on white and the light grey surfaces', () => {
    for (const surface of [white, palette.gray[0], palette.gray[1]])
      expect(contrast(v('--mantine-color-dimmed'), surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('reads white on every filled colour: buttons, active pills, filled badges', () => {
    for (const color of USED) {
      expect(contrast(white, v(`--mantine-color-${color}-filled`)), color).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(contrast(white, v(`--mantine-color-${color}-filled-hover`))).toBeGreaterThan(4.5);
    }
    // The primary blue itself (indigo 6, #4c6ef5) is 4.3:1.
    expect(contrast(white, palette.indigo[6])).toBeLessThan(4.5);
  });

  it('reads light badges on their background and its hover (IN PROGRESS, teal, orange)', () => {
    for (const color of USED)
      for (const background of [palette[color]![1], palette[color]![2]])
        expect(
          contrast(v(`--mantine-color-${color}-light-color`), background),
          `${color} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5);
    // Mantine's own: green #087f5b on #c3fae8 is 4.3:1, orange 3.6:1.
    expect(contrast(palette.teal[9], palette.teal[1])).toBeLessThan(4.5);
    expect(contrast(palette.orange[9], palette.orange[1])).toBeLessThan(4.5);
  });

  it('reads outline badges, coloured text, links and errors on white', () => {
    for (const color of USED)
      expect(contrast(v(`--mantine-color-${color}-outline`), white), color).toBeGreaterThanOrEqual(
        4.5,
      );
    expect(contrast(v('--mantine-color-error'), white)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(v('--mantine-color-anchor'), white)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('mobile bottom bar', () => {
  const css = readFileSync(new URL('./layout/MobileBottomBar.module.css', import.meta.url), 'utf8');
  const rule = (selector: string) =>
    new RegExp(`${selector.replace(/[.[\]]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';

  it('labels in at least 12 px', () => {
    const size = /font-size:\s*(\d+)px/.exec(rule('.label'))?.[1];
    expect(Number(size)).toBeGreaterThanOrEqual(12);
  });

  it('colours its labels with the readable theme colours, not a raw palette shade', () => {
    expect(rule('.item')).toContain('color: var(--mantine-color-dimmed)');
    expect(rule('.item[data-active]')).toContain('color: var(--mantine-primary-color-light-color)');
    // The active tab's background, against which its label is read.
    expect(
      contrast(v(`--mantine-color-${full.primaryColor}-light-color`), palette.indigo[0]),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
