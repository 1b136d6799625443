import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { expect } from './fixtures';

/** axe-core as the browser runs it, loaded once from the npm package. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.0 and 2.1, levels A and AA: what the product is held to. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits until no CSS transition or animation runs, so a dialog is scanned as it stays. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect === null),
  );
}

/**
 * Runs axe-core on the whole page as it stands and fails (softly, so one run lists every screen
 * that fails) on any critical or serious violation, naming the rule and the first elements.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await settle(page);
  await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    WCAG_AA,
  )) as AxeResults;
  const serious = results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length} elements): ${v.help}; ` +
        v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | '),
    );
  expect.soft(serious, `axe-core on ${where}`).toEqual([]);
}
