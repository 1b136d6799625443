import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

// The first lint loads the whole typed configuration (parser, plugins, tsconfig): on shared
// cores under load that alone outlasted a test's 5 s, so it is done once before the cases, with a
// limit on waiting, not a claim about speed.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'src/shared/probe.ts' });
}, 60_000);

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint enforces the import direction web -> shared <- server', () => {
  it.each([
    ['src/shared/probe.ts', "import { buildApp } from '../server/app';"],
    ['src/shared/probe.ts', "import { App } from '../web/app/App';"],
    ['src/shared/probe.ts', "import { readFileSync } from 'node:fs';"],
    ['src/web/lib/probe.ts', "import { buildApp } from '../../server/app';"],
    ['src/server/lib/probe.ts', "import { App } from '../../web/app/App';"],
  ])('refuses %s importing %s', async (file, code) => {
    expect(await restrictedImports(file, `${code}\n`)).toHaveLength(1);
  });

  it.each([
    ['src/server/features/org/probe.ts', "import { login } from '../auth/repo';"],
    ['src/web/features/auth/probe.ts', "import { X } from '../dashboard/components/X';"],
    [
      'src/web/features/auth/components/probe.tsx',
      "import { X } from '../../dashboard/components/X';",
    ],
  ])('refuses a feature reaching into another feature: %s %s', async (file, code) => {
    expect(await restrictedImports(file, `${code}\n`)).toHaveLength(1);
  });

  it.each([
    ['src/server/features/org/probe.ts', "import { login } from '../auth/service';"],
    ['src/server/app.ts', "import { registerWeb } from './plugins/web';"],
    ['src/web/features/auth/probe.ts', "import { useUser } from '../dashboard/api';"],
    ['src/web/features/auth/components/probe.tsx', "import { login } from '../api';"],
    ['src/web/lib/probe.ts', "import { can } from '../../shared/policy';"],
  ])('allows %s importing %s', async (file, code) => {
    expect(await restrictedImports(file, `${code}\n`)).toEqual([]);
  });
});
