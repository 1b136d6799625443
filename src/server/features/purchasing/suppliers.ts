import { FLOW_MESSAGES as M, type Supplier } from '../../../shared/inventory-flows';
import { newId } from '../../../shared/ids';
import type { z } from 'zod';
import type { ZSupplierInput } from '../../../shared/inventory-flows';
import type { Db } from '../../db';
import { writeTransaction } from '../../db/group-commit';
import type { SuppliersTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { actorFields, type Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';

type SupplierInput = z.output<typeof ZSupplierInput>;

export const toSupplier = (r: SuppliersTable): Supplier => ({
  id: r.id,
  name: r.name,
  contactName: r.contact_name,
  phone: r.phone,
  email: r.email,
  notes: r.notes,
});

/** Suppliers are the chain's: every store orders from the same list. */
export async function listSuppliers(deps: Deps): Promise<Supplier[]> {
  const rows = await deps.db.selectFrom('suppliers').selectAll().orderBy('name_key').execute();
  return rows.map(toSupplier);
}

export async function findSupplier(db: Db, id: string): Promise<SuppliersTable | undefined> {
  return db.selectFrom('suppliers').selectAll().where('id', '=', id).executeTakeFirst();
}

const keyOf = (name: string) => name.trim().toLowerCase();

async function assertNameFree(db: Db, name: string, exceptId?: string) {
  let q = db.selectFrom('suppliers').select('id').where('name_key', '=', keyOf(name));
  if (exceptId) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw fieldError('name', M.supplierTaken);
}

const fields = (input: SupplierInput) => ({
  name: input.name,
  name_key: keyOf(input.name),
  contact_name: input.contactName || null,
  phone: input.phone || null,
  email: input.email || null,
  notes: input.notes || null,
});

export async function createSupplier(
  deps: Deps,
  actor: Actor,
  input: SupplierInput,
): Promise<Supplier> {
  const id = newId();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await assertNameFree(trx, input.name);
    await trx
      .insertInto('suppliers')
      .values({ id, ...fields(input), created_by: actor.user.id, created_at: isoNow(deps.clock) })
      .execute();
    await logActivity(
      { ...deps, db: trx },
      {
        ...actorFields(actor),
        action: 'supplier.create',
        entity: 'supplier',
        entityId: id,
        details: { name: input.name },
      },
    );
  });
  return toSupplier((await findSupplier(deps.db, id))!);
}

export async function updateSupplier(
  deps: Deps,
  actor: Actor,
  id: string,
  input: SupplierInput,
): Promise<Supplier> {
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    if (!(await findSupplier(trx, id))) throw notFound('Supplier not found');
    await assertNameFree(trx, input.name, id);
    await trx.updateTable('suppliers').set(fields(input)).where('id', '=', id).execute();
    await logActivity(
      { ...deps, db: trx },
      {
        ...actorFields(actor),
        action: 'supplier.update',
        entity: 'supplier',
        entityId: id,
        details: { name: input.name },
      },
    );
  });
  return toSupplier((await findSupplier(deps.db, id))!);
}
