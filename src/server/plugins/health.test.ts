import { describe, expect, it } from 'vitest';
import { NOT_READY, NOT_READY_MESSAGES } from '../../shared/health';
import { useTestApp } from '../testing/harness';

const ctx = useTestApp();

describe('health and readiness probes', () => {
  it('reports the schema behind this build as not ready, then ready once it is current', async () => {
    // The probe runs first in this file, so readiness has not yet seen the schema current.
    const last = await ctx.deps.db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .orderBy('name' as never, 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await ctx.deps.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', (last as { name: string }).name as never)
      .execute();
    const behind = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toEqual({ error: NOT_READY_MESSAGES.migrations, code: NOT_READY });

    await ctx.deps.db
      .insertInto('kysely_migration' as never)
      .values(last as never)
      .execute();
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready once the database stops answering', async () => {
    await ctx.deps.db.destroy();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: NOT_READY_MESSAGES.database, code: NOT_READY });
  });

  it('answers health without a session, whatever the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
