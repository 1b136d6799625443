import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '..';
import { migrationTestDb } from '../../testing/migration-test-db';

const migration = migrationTestDb('020');

const AT = '2026-11-01T10:00:00.000Z';

describe('migration 020', () => {
  it("names each earlier outbox message's kind from what it points at", async () => {
    await migration.before();
    const db = migration.db;
    await sql`INSERT INTO users (id, username, username_key, first_name, last_name, role,
              password_hash, created_at, updated_at)
              VALUES ('u1', 'owner', 'owner', 'Olivia', 'Ramos', 'admin', 'x', ${AT}, ${AT})`.execute(
      db,
    );
    await sql`INSERT INTO invites (id, token_hash, role, region_ids, store_ids, created_at, expires_at)
              VALUES ('i1', 'h', 'store', '[]', '[]', ${AT}, ${AT})`.execute(db);
    await sql`INSERT INTO job_runs (id, job, period_key, business_date, holder, leased_at, status,
              recipients, sent_count)
              VALUES ('j1', 'store_daily', 'k', '2026-11-01', 'h', ${AT}, 'sent', '[]', 1)`.execute(
      db,
    );
    for (const [id, kind, outboxId] of [
      ['m1', 'campaign', 'o-marketing'],
      ['m2', 'review', 'o-review'],
    ])
      await sql`INSERT INTO marketing_messages (id, kind, contact_key, name, channel, address, state,
                outbox_id, token, created_at)
                VALUES (${id}, ${kind}, 'p:1', 'Sam', 'sms', '555', 'sent', ${outboxId}, ${id}, ${AT})`.execute(
        db,
      );
    for (const [id, related] of [
      ['o-invite', 'i1'],
      ['o-reset', 'u1'],
      ['o-report', 'j1'],
      ['o-marketing', 'campaign-1'],
      ['o-review', 'repair-1'],
      ['o-ready', 'repair-1'],
    ])
      await sql`INSERT INTO outbox (id, channel, to_address, body, state, related_id, created_at)
                VALUES (${id}, 'email', 'a@example.com', 'Hi', 'kept', ${related}, ${AT})`.execute(
        db,
      );

    await migrateToLatest(db);
    const kinds = await db.selectFrom('outbox').select(['id', 'kind']).orderBy('id').execute();
    expect(Object.fromEntries(kinds.map((row) => [row.id, row.kind]))).toEqual({
      'o-invite': 'invitation',
      'o-reset': 'password_reset',
      'o-report': 'smart_report',
      'o-marketing': 'marketing',
      'o-review': 'review_request',
      'o-ready': 'repair_ready',
    });
    const invite = await db.selectFrom('invites').selectAll().executeTakeFirstOrThrow();
    expect(invite.token_sealed).toBeNull();
  });
});
