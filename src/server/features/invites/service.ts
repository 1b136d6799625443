import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '../../../shared/auth';
import { MESSAGES } from '../../../shared/errors';
import { newId } from '../../../shared/ids';
import {
  INVITE_MESSAGES,
  INVITE_TTL_DAYS,
  invitePath,
  type AcceptInvite,
  type CreateInvite,
  type Invite,
  type InviteCreated,
  type InviteVerify,
} from '../../../shared/invites';
import { ROLE_LABELS, canAssignRole, isStoreRole, type Role } from '../../../shared/roles';
import { writeTransaction } from '../../db/group-commit';
import type { Reach } from '../../db/scope';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { addMs, isoNow } from '../../lib/clock';
import { seal, unseal } from '../../lib/sealed';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../lib/http-error';
import { logActivity } from '../activity/service';
import { deliverAfterCommit, queueEmail, type EmailInput } from '../notifications/service';
import { chainName, publicLink } from '../settings/service';
import { loadSessionUser, prepareUser, reachOf, storeUser } from '../users/service';
import { inviteEmail } from './email';
import * as repo from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the invitation's token is sealed for, so its key is used for nothing else. */
const SEAL_PURPOSE = 'invite-token';

/** The open invitation's token, when it was kept (created after migration 020, same secret). */
function tokenOf(deps: Deps, row: repo.InviteRow): string | null {
  return row.token_sealed
    ? unseal(deps.config.sessionSecret, SEAL_PURPOSE, row.token_sealed)
    : null;
}

type Assignment = { regionIds: string[]; storeIds: string[] };

/** Keeps only the reach fields the role uses, like a user's. */
function assignmentFor(
  role: Role,
  input: { regionIds?: string[]; storeIds?: string[] },
): Assignment {
  const storeIds = [...new Set(input.storeIds ?? [])];
  return {
    regionIds: role === 'regionalmanager' ? [...new Set(input.regionIds ?? [])] : [],
    storeIds: isStoreRole(role) || role === 'areamanager' ? storeIds : [],
  };
}

function parseIds(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function assignmentOf(row: repo.InviteRow): Assignment {
  return { regionIds: parseIds(row.region_ids), storeIds: parseIds(row.store_ids) };
}

function inReach(reach: Reach, storeId: string): boolean {
  return reach.all || reach.storeIds.includes(storeId);
}

/**
 * An invitation never grants more than its creator may: a role at most their own, stores within
 * their reach, and regions only when every store of the region is within it. Unknown ids and ids
 * beyond reach answer alike, so a manager learns nothing about other stores.
 */
async function checkGrant(deps: Deps, creator: SessionUser, role: Role, a: Assignment) {
  if (!canAssignRole(creator.role, role)) throw forbidden(MESSAGES.roleTooHigh);
  const reach = await reachOf(deps, creator);
  const stores = await repo.storesByIds(deps.db, a.storeIds);
  const known = new Set(stores.map((s) => s.id));
  if (a.storeIds.some((id) => !known.has(id) || !inReach(reach, id))) {
    throw fieldError('storeIds', 'Store not found');
  }
  const regions = await repo.regionsByIds(deps.db, a.regionIds);
  const knownRegions = new Set(regions.map((r) => r.id));
  if (a.regionIds.some((id) => !knownRegions.has(id))) {
    throw fieldError('regionIds', 'Region not found');
  }
  if (!reach.all && a.regionIds.length) {
    const regionStores = await repo.storesInRegions(deps.db, a.regionIds);
    for (const regionId of a.regionIds) {
      const own = regionStores.filter((s) => s.region_id === regionId);
      if (own.length === 0 || own.some((s) => !inReach(reach, s.id))) {
        throw fieldError('regionIds', 'Region not found');
      }
    }
  }
}

async function namesOf(deps: Deps, a: Assignment) {
  const [regions, stores] = await Promise.all([
    repo.regionsByIds(deps.db, a.regionIds),
    repo.storesByIds(deps.db, a.storeIds),
  ]);
  const regionName = new Map(regions.map((r) => [r.id, r.name]));
  const storeName = new Map(stores.map((s) => [s.id, s.name]));
  return {
    regionNames: a.regionIds.flatMap((id) => regionName.get(id) ?? []),
    storeNames: a.storeIds.flatMap((id) => storeName.get(id) ?? []),
  };
}

export async function createInvite(
  deps: Deps,
  actor: Actor,
  input: CreateInvite,
): Promise<InviteCreated> {
  const assignment = assignmentFor(input.role, input);
  await checkGrant(deps, actor.user, input.role, assignment);

  const token = newToken();
  const now = deps.clock.now();
  const expiresAt = addMs(now, INVITE_TTL_DAYS * DAY_MS).toISOString();
  const id = newId();
  const storeId = isStoreRole(input.role) ? (assignment.storeIds[0] ?? null) : null;
  const link = await publicLink(deps, invitePath(token));
  const email = input.email
    ? await invitationEmail(deps, actor, input, { id, assignment, link, expiresAt })
    : null;
  const messages = await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await repo.insertInvite(trx, {
      id,
      token_hash: hashToken(token),
      role: input.role,
      email: input.email ?? null,
      region_ids: JSON.stringify(assignment.regionIds),
      store_ids: JSON.stringify(assignment.storeIds),
      created_by: actor.user.id,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
      used_by: null,
      revoked_at: null,
      token_sealed: seal(deps.config.sessionSecret, SEAL_PURPOSE, token),
    });
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        storeId,
        action: 'invite.create',
        entity: 'invite',
        entityId: id,
        details: { role: input.role, emailed: Boolean(input.email) },
        ip: actor.ip,
      },
    );
    // The message is kept with the invitation, and delivered once both are committed.
    return email ? [await queueEmail({ ...deps, db: trx }, email)] : [];
  });
  await deliverAfterCommit(deps, messages);
  return { token, link, expiresAt };
}

/** The invitation e-mail, worded before the transaction that queues it. */
async function invitationEmail(
  deps: Deps,
  actor: Actor,
  input: CreateInvite,
  invite: { id: string; assignment: Assignment; link: string; expiresAt: string },
): Promise<EmailInput> {
  const { id, assignment, link, expiresAt } = invite;
  const names = await namesOf(deps, assignment);
  return {
    kind: 'invitation',
    to: input.email!,
    ...inviteEmail({
      inviterName: `${actor.user.firstName} ${actor.user.lastName}`,
      role: input.role,
      chainName: await chainName(deps),
      ...names,
      link,
      expiresOn: expiresAt.slice(0, 10),
    }),
    storeId: assignment.storeIds.length === 1 ? assignment.storeIds[0] : null,
    relatedId: id,
  };
}

function isOpen(row: repo.InviteRow, now: string): boolean {
  return !row.used_at && !row.revoked_at && row.expires_at > now;
}

/**
 * The open invitation a token names, or a 404 with the invalid-invitation message (docs/product.md,
 * Messages).
 */
async function openInvite(deps: Deps, token: string | undefined): Promise<repo.InviteRow> {
  if (!token) throw badRequest(INVITE_MESSAGES.noToken);
  const row = await repo.findByTokenHash(deps.db, hashToken(token));
  if (!row || !isOpen(row, isoNow(deps.clock))) throw notFound(INVITE_MESSAGES.invalid);
  return row;
}

export async function verifyInvite(deps: Deps, token: string | undefined): Promise<InviteVerify> {
  const row = await openInvite(deps, token);
  const role = row.role as Role;
  return { role, roleLabel: ROLE_LABELS[role], ...(await namesOf(deps, assignmentOf(row))) };
}

/**
 * Creates the invited account through the users service, as the invitation's creator, so the
 * creator's current rank and reach still bound what the invitation grants. The claim, the
 * account and the activity rows are one transaction: a refused account (a username taken
 * meanwhile) leaves the invitation open, and of two accepts of one token only the one whose
 * conditional update claims it goes on; the other finds it used and creates nothing.
 */
export async function acceptInvite(
  deps: Deps,
  input: AcceptInvite,
  ip: string | null,
): Promise<{ username: string }> {
  const row = await openInvite(deps, input.token);
  const creator = row.created_by ? await loadSessionUser(deps, row.created_by) : null;
  if (!creator) throw notFound(INVITE_MESSAGES.invalid);
  const role = row.role as Role;
  const assignment = assignmentOf(row);
  await checkGrant(deps, creator, role, assignment);
  const storeId = isStoreRole(role) ? (assignment.storeIds[0] ?? null) : null;
  const user = await prepareUser(
    deps,
    { user: creator, ip },
    {
      username: input.username,
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
      email: row.email ?? undefined,
      role,
      storeId,
      storeIds: role === 'areamanager' ? assignment.storeIds : [],
      regionIds: assignment.regionIds,
    },
  );
  const messages = await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const tx: Deps = { ...deps, db: trx };
    if (!(await repo.claim(trx, row.id, isoNow(deps.clock)))) {
      throw notFound(INVITE_MESSAGES.invalid);
    }
    const announced = await storeUser(tx, user);
    await repo.setUsedBy(trx, row.id, user.id);
    await logActivity(tx, {
      userId: user.id,
      storeId,
      action: 'invite.accept',
      entity: 'invite',
      entityId: row.id,
      details: { role, createdBy: creator.id },
      ip,
    });
    return announced;
  });
  await deliverAfterCommit(deps, messages);
  return { username: input.username };
}

/** Whether the caller may see (and revoke) an invitation: office roles all, others within reach. */
async function visibleTo(deps: Deps, reach: Reach, actor: Actor, row: repo.InviteRow) {
  if (reach.all || row.created_by === actor.user.id) return true;
  const a = assignmentOf(row);
  const regionStores = await repo.storesInRegions(deps.db, a.regionIds);
  const storeIds = [...a.storeIds, ...regionStores.map((s) => s.id)];
  if (a.regionIds.some((id) => !regionStores.some((s) => s.region_id === id))) return false;
  return storeIds.length > 0 && storeIds.every((id) => inReach(reach, id));
}

export async function listInvites(deps: Deps, actor: Actor): Promise<Invite[]> {
  const reach = await reachOf(deps, actor.user);
  const rows = await repo.listOpen(deps.db, isoNow(deps.clock));
  const visible: repo.InviteRow[] = [];
  for (const row of rows) if (await visibleTo(deps, reach, actor, row)) visible.push(row);
  const creators = await repo.userNames(deps.db, [
    ...new Set(visible.flatMap((r) => (r.created_by ? [r.created_by] : []))),
  ]);
  const creatorName = new Map(creators.map((u) => [u.id, `${u.first_name} ${u.last_name}`]));
  return Promise.all(
    visible.map(async (row) => {
      const role = row.role as Role;
      return {
        id: row.id,
        role,
        roleLabel: ROLE_LABELS[role],
        email: row.email,
        ...(await namesOf(deps, assignmentOf(row))),
        createdByName: row.created_by ? (creatorName.get(row.created_by) ?? null) : null,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        token: tokenOf(deps, row),
      };
    }),
  );
}

export async function revokeInvite(deps: Deps, actor: Actor, id: string): Promise<void> {
  const row = await repo.findById(deps.db, id);
  const reach = await reachOf(deps, actor.user);
  if (!row || row.revoked_at || !(await visibleTo(deps, reach, actor, row))) {
    throw notFound('Invitation not found');
  }
  if (row.used_at) throw conflict('This invitation has already been used.');
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    if (!(await repo.revoke(trx, id, isoNow(deps.clock)))) {
      throw conflict('This invitation has already been used.');
    }
    await logActivity(
      { ...deps, db: trx },
      {
        userId: actor.user.id,
        storeId: null,
        action: 'invite.revoke',
        entity: 'invite',
        entityId: id,
        details: { role: row.role },
        ip: actor.ip,
      },
    );
  });
}
