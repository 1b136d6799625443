import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { mantineStylesPerComponent } from './mantine-styles.mjs';

const CORE = '/app/node_modules/@mantine/core';

/** The plugin as a build (or the dev server) runs it. */
function plugin(command: 'build' | 'serve') {
  const p = mantineStylesPerComponent() as Plugin & {
    configResolved: (config: { command: string }) => void;
    transform: (code: string, id: string) => { code: string } | null;
  };
  p.configResolved({ command });
  return (code: string, id: string) => p.transform(code, id)?.code ?? null;
}

describe('Mantine styles per component', () => {
  const build = plugin('build');

  it.each([
    [`${CORE}/esm/components/Button/Button.module.mjs`, 'Button'],
    [`${CORE}/esm/utils/InlineInput/InlineInput.module.mjs`, 'InlineInput'],
  ])('makes %s bring its own stylesheet', (id, name) => {
    expect(build('var classes = {};', id)).toBe(
      `var classes = {};\nimport '@mantine/core/styles/${name}.css';\n`,
    );
  });

  it('makes a chart bring the charts stylesheet', () => {
    const id = '/app/node_modules/@mantine/charts/esm/grid-chart.module.mjs';
    expect(build('x', id)).toContain("import '@mantine/charts/styles.css';");
  });

  it('puts each stylesheet in a layer of its own, declared in the order of styles.css', () => {
    const baseline = build('a{}', `${CORE}/styles/baseline.css`)!;
    const order = /^@layer ([^;{]+);/.exec(baseline)![1]!.split(', ');
    expect(order.slice(0, 3)).toEqual([
      'mantine.baseline',
      'mantine.default-css-variables',
      'mantine.global',
    ]);
    // A Button's rules override UnstyledButton's, whichever chunk loads first.
    expect(order.indexOf('mantine.UnstyledButton')).toBeLessThan(order.indexOf('mantine.Button'));
    expect(order.slice(-2)).toEqual(['mantine.notifications', 'mantine.charts']);
    expect(baseline).toContain('@layer mantine.baseline { a{}');
    expect(build('.b{}', `${CORE}/styles/Button.css`)).toBe('@layer mantine.Button { .b{}\n}\n');
  });

  it('leaves the app’s own files alone in a build', () => {
    expect(build('x', '/app/src/web/main.tsx')).toBeNull();
    expect(build('.a{}', '/app/src/web/app/Providers.module.css')).toBeNull();
  });

  it('gives the dev server, which pre-bundles Mantine, every stylesheet from the entry', () => {
    const main = plugin('serve')('x', '/app/src/web/main.tsx')!;
    expect(main).toContain("import '@mantine/core/styles/Button.css';");
    expect(main).toContain("import '@mantine/charts/styles.css';");
    expect(main).not.toContain('baseline.css');
  });
});
