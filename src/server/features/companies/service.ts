import {
  COMPANY_MESSAGES,
  companyKey,
  type Company,
  type CreateCompanyInput,
  type UpdateCompanyInput,
} from '../../../shared/companies';
import { newId } from '../../../shared/ids';
import { writeTransaction } from '../../db/group-commit';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { conflict, fieldError, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import * as repo from './repo';

const taken = () => conflict(COMPANY_MESSAGES.taken, { name: COMPANY_MESSAGES.taken });

function toCompany(row: repo.CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    archived: row.archived_at !== null,
    storeCount: Number(row.store_count),
    createdAt: row.created_at,
  };
}

export async function listCompanies(deps: Deps): Promise<Company[]> {
  return (await repo.listCompanyRows(deps.db)).map(toCompany);
}

async function companyById(deps: Deps, id: string): Promise<Company> {
  const company = (await listCompanies(deps)).find((c) => c.id === id);
  if (!company) throw notFound(COMPANY_MESSAGES.notFound);
  return company;
}

/**
 * The chain's spelling of a company a store may be given: an active company, matched without
 * case. `current` is the store's company today, which it keeps even once archived.
 */
export async function companyForStore(deps: Deps, name: string, current?: string): Promise<string> {
  if (current !== undefined && companyKey(name) === companyKey(current)) return current;
  const row = await repo.findCompanyByKey(deps.db, companyKey(name));
  if (!row || row.archived_at !== null) {
    throw fieldError('companyName', COMPANY_MESSAGES.notActive);
  }
  return row.name;
}

export async function createCompany(
  deps: Deps,
  actor: Actor,
  input: CreateCompanyInput,
): Promise<Company> {
  if (await repo.findCompanyByKey(deps.db, companyKey(input.name))) throw taken();
  const id = newId();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await repo.insertCompany(trx, {
      id,
      name: input.name,
      name_key: companyKey(input.name),
      archived_at: null,
      created_at: isoNow(deps.clock),
    });
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        action: 'company.create',
        entity: 'company',
        entityId: id,
        details: { name: input.name },
        ip: actor.ip,
      },
    );
  });
  return companyById(deps, id);
}

/**
 * Renames a company (its stores follow; signed repair records keep the name they were signed
 * under), archives it (no new store may choose it) or brings it back.
 */
export async function updateCompany(
  deps: Deps,
  actor: Actor,
  id: string,
  input: UpdateCompanyInput,
): Promise<Company> {
  const row = await repo.findCompany(deps.db, id);
  if (!row) throw notFound(COMPANY_MESSAGES.notFound);
  const rename = input.name !== undefined && input.name !== row.name;
  if (rename) {
    const other = await repo.findCompanyByKey(deps.db, companyKey(input.name!));
    if (other && other.id !== id) throw taken();
  }
  const archive = input.archived !== undefined && input.archived !== (row.archived_at !== null);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx = { ...deps, db: trx };
    const entry = { userId: actor.user.id, entity: 'company', entityId: id, ip: actor.ip };
    if (rename) {
      await repo.updateCompany(trx, id, { name: input.name, name_key: companyKey(input.name!) });
      await repo.renameStoresCompany(trx, row.name, input.name!);
      await logActivity(tx, {
        ...entry,
        action: 'company.rename',
        details: { from: row.name, to: input.name },
      });
    }
    if (archive) {
      await repo.updateCompany(trx, id, {
        archived_at: input.archived ? isoNow(deps.clock) : null,
      });
      await logActivity(tx, {
        ...entry,
        action: input.archived ? 'company.archive' : 'company.restore',
        details: { name: input.name ?? row.name },
      });
    }
  });
  return companyById(deps, id);
}

/** Only a company no store trades under may go; one in use is archived instead. */
export async function deleteCompany(deps: Deps, actor: Actor, id: string): Promise<void> {
  const row = await repo.findCompany(deps.db, id);
  if (!row) throw notFound(COMPANY_MESSAGES.notFound);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    if ((await repo.countStoresOf(trx, row.name)) > 0) throw conflict(COMPANY_MESSAGES.inUse);
    await repo.deleteCompany(trx, id);
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        action: 'company.delete',
        entity: 'company',
        entityId: id,
        details: { name: row.name },
        ip: actor.ip,
      },
    );
  });
}
