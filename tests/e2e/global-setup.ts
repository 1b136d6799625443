import type { FullConfig } from '@playwright/test';
import { ensureFirstAdmin } from './fresh-install';

/**
 * The chain's first administrator, made once per run before any spec starts, so every spec can
 * rely on it and none has to run first; a run against a database that has it already goes on.
 * (The first-run screen itself is tested on a server of its own: first-run.spec.ts.)
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  await ensureFirstAdmin(config.projects[0]!.use.baseURL!);
}
