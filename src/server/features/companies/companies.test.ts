import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, DEFAULT_COMPANY_NAMES } from '../../../shared/companies';
import {
  buildStoreInput,
  createRegionRow,
  createSignedInUser,
  createStoreRow,
} from '../../testing/factories';
import { callAs, useTestApp, type Call } from '../../testing/harness';
import { buildRepairInput } from '../../testing/repair-factories';

const ctx = useTestApp();
let asAdmin: Call;
let regionId: string;

beforeAll(async () => {
  asAdmin = callAs(
    ctx.app,
    (await createSignedInUser(ctx.app, ctx.deps, { role: 'admin' })).cookie,
  );
  regionId = (await createRegionRow(ctx.deps)).id;
});

type CompanyJson = { id: string; name: string; archived: boolean; storeCount: number };
const list = async () =>
  (await asAdmin({ method: 'GET', url: '/api/companies' })).json() as CompanyJson[];
const byName = async (name: string) => (await list()).find((c) => c.name === name)!;
const companyCount = async () =>
  (await ctx.deps.db.selectFrom('companies').select('id').execute()).length;
const logged = async (action: string) =>
  ctx.deps.db.selectFrom('activity_log').selectAll().where('action', '=', action).execute();
const add = (name: unknown) =>
  asAdmin({ method: 'POST', url: '/api/companies', payload: { name } });
const patch = (id: string, payload: Record<string, unknown>, call = asAdmin) =>
  call({ method: 'PATCH', url: `/api/companies/${id}`, payload });

describe('the chain’s companies', () => {
  it('start as the five default companies, all active', async () => {
    const companies = await list();
    expect(companies.map((c) => c.name).sort()).toEqual([...DEFAULT_COMPANY_NAMES].sort());
    expect(companies.every((c) => !c.archived)).toBe(true);
  });

  it('are added by the office, and the change is in the activity log', async () => {
    const res = await add('  Peach State Phones ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Peach State Phones',
      archived: false,
      storeCount: 0,
    });
    const [entry] = await logged('company.create');
    expect(entry).toMatchObject({ entity: 'company', entity_id: res.json().id });
    expect(JSON.parse(entry!.details!)).toEqual({ name: 'Peach State Phones' });
  });

  it.each([
    [{ name: '' }, 'Company name is required'],
    [{ name: '   ' }, 'Company name is required'],
    [{}, 'Company name is required'],
    [{ name: 42 }, 'Company name is required'],
    [{ name: 'x'.repeat(61) }, 'Company name is too long'],
  ])('refuses %j with a 400 naming the field, and stores nothing', async (payload, message) => {
    const before = await companyCount();
    const res = await asAdmin({ method: 'POST', url: '/api/companies', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.name).toBe(message);
    expect(await companyCount()).toBe(before);
  });

  it('refuses a name already taken, whatever its case', async () => {
    const before = await companyCount();
    for (const name of ['techy', 'PEACH STATE PHONES']) {
      const res = await add(name);
      expect(res.statusCode).toBe(409);
      expect(res.json().fields.name).toBe(COMPANY_MESSAGES.taken);
    }
    expect(await companyCount()).toBe(before);
    const peach = await byName('Peach State Phones');
    const rename = await patch(peach.id, { name: 'Cellairis' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error).toBe(COMPANY_MESSAGES.taken);
  });

  it('renames a company with its stores; a signed repair keeps the name it was signed under', async () => {
    const peach = await byName('Peach State Phones');
    const store = await createStoreRow(ctx.deps, regionId, { companyName: 'peach state phones' });
    // A store is given the chain's spelling of the company.
    expect(store.companyName).toBe('Peach State Phones');
    const clerk = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: store.id });
    const repair = await callAs(
      ctx.app,
      clerk.cookie,
    )({
      method: 'POST',
      url: '/api/repair-waivers',
      payload: buildRepairInput({ companyName: 'Peach State Phones' }),
    });
    expect(repair.statusCode).toBe(201);

    const res = await patch(peach.id, { name: 'Peachtree Phones' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Peachtree Phones', storeCount: 1 });
    const stores = (await asAdmin({ method: 'GET', url: '/api/stores' })).json();
    expect(stores.find((s: { id: string }) => s.id === store.id).companyName).toBe(
      'Peachtree Phones',
    );
    const waiver = await asAdmin({ method: 'GET', url: `/api/waivers/${repair.json().id}` });
    expect(waiver.json().waiver.companyName).toBe('Peach State Phones');
    const [entry] = await logged('company.rename');
    expect(JSON.parse(entry!.details!)).toEqual({
      from: 'Peach State Phones',
      to: 'Peachtree Phones',
    });
  });

  it('archives a company: no store may choose it, the stores that have it keep it', async () => {
    const peach = await byName('Peachtree Phones');
    const res = await patch(peach.id, { archived: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().archived).toBe(true);
    expect(await logged('company.archive')).toHaveLength(1);

    const before = (await ctx.deps.db.selectFrom('stores').select('id').execute()).length;
    const created = await asAdmin({
      method: 'POST',
      url: '/api/stores',
      payload: buildStoreInput(regionId, { companyName: 'Peachtree Phones' }),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields.companyName).toBe(COMPANY_MESSAGES.notActive);
    expect((await ctx.deps.db.selectFrom('stores').select('id').execute()).length).toBe(before);

    const other = await createStoreRow(ctx.deps, regionId);
    const moved = await asAdmin({
      method: 'PATCH',
      url: `/api/stores/${other.id}`,
      payload: { companyName: 'Peachtree Phones' },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields.companyName).toBe(COMPANY_MESSAGES.notActive);

    // Its own store keeps it through any other change, and its counter still checks devices in.
    const own = (await asAdmin({ method: 'GET', url: '/api/stores' }))
      .json()
      .find((s: { companyName: string }) => s.companyName === 'Peachtree Phones');
    const kept = await asAdmin({
      method: 'PATCH',
      url: `/api/stores/${own.id}`,
      payload: { companyName: 'Peachtree Phones', brand: 'Peachtree' },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().companyName).toBe('Peachtree Phones');
    const clerk = await createSignedInUser(ctx.app, ctx.deps, { role: 'store', storeId: own.id });
    const repair = await callAs(
      ctx.app,
      clerk.cookie,
    )({
      method: 'POST',
      url: '/api/repair-waivers',
      payload: buildRepairInput({ companyName: 'Peachtree Phones' }),
    });
    expect(repair.statusCode).toBe(201);

    const back = await patch(peach.id, { archived: false });
    expect(back.json().archived).toBe(false);
    expect(await logged('company.restore')).toHaveLength(1);
  });

  it('deletes only a company no store trades under', async () => {
    const peach = await byName('Peachtree Phones');
    const inUse = await asAdmin({ method: 'DELETE', url: `/api/companies/${peach.id}` });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toBe(COMPANY_MESSAGES.inUse);
    expect(await byName('Peachtree Phones')).toBeDefined();

    const spare = (await add('Spare Brand')).json();
    const gone = await asAdmin({ method: 'DELETE', url: `/api/companies/${spare.id}` });
    expect(gone.statusCode).toBe(200);
    expect(await byName('Spare Brand')).toBeUndefined();
    expect(await logged('company.delete')).toHaveLength(1);
    const missing = await asAdmin({ method: 'DELETE', url: `/api/companies/${spare.id}` });
    expect(missing.statusCode).toBe(404);
  });

  it.each(['store', 'store_manager', 'areamanager', 'regionalmanager'])(
    'are not changed by a %s: 403 and nothing stored',
    async (role) => {
      const store = await createStoreRow(ctx.deps, regionId);
      const user = await createSignedInUser(ctx.app, ctx.deps, {
        role,
        ...(role === 'regionalmanager'
          ? { regionIds: [regionId] }
          : role === 'areamanager'
            ? { storeIds: [store.id] }
            : { storeId: store.id }),
      });
      const call = callAs(ctx.app, user.cookie);
      const before = await companyCount();
      const techy = await byName('TECHY');
      const responses = [
        await call({ method: 'POST', url: '/api/companies', payload: { name: `By ${role}` } }),
        await patch(techy.id, { name: 'Hijacked', archived: true }, call),
        await call({ method: 'DELETE', url: `/api/companies/${techy.id}` }),
      ];
      expect(responses.map((r) => r.statusCode)).toEqual([403, 403, 403]);
      expect(await companyCount()).toBe(before);
      expect(await byName('TECHY')).toMatchObject({ archived: false });
    },
  );
});
