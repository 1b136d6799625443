import type {
  ChainSettings,
  ChainSettingsUpdate,
  PublicAddress,
} from '../../../shared/chain-settings';
import { writeTransaction } from '../../db/group-commit';
import type { Deps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { isoNow } from '../../lib/clock';
import { resolvePublicAddress } from '../../lib/public-address';
import { lastChangeOf, logActivity } from '../activity/service';
import { staleEdit } from '../../lib/stale-edit';
import * as repo from './repo';

/**
 * The address every link sent out starts with (decision 031): PUBLIC_URL, else the office's
 * setting, else the LAN address of a server on 0.0.0.0, else the address it listens on. Read per
 * message, so a change in Admin reaches every process of a scaled-out chain at once.
 */
export async function publicAddress(deps: Deps): Promise<PublicAddress> {
  const row = await repo.findChainSettings(deps.db);
  return resolvePublicAddress({
    envUrl: deps.config.publicUrl,
    setting: row?.public_url,
    host: deps.config.host,
    port: deps.config.port,
  });
}

/** A link to a page of the app: `path` starts with '/'. */
export async function publicLink(deps: Deps, path: string): Promise<string> {
  return `${(await publicAddress(deps)).url}${path}`;
}

/** The chain's own name, for messages; null until the office gives one. */
export async function chainName(deps: Deps): Promise<string | null> {
  return (await repo.findChainSettings(deps.db))?.chain_name ?? null;
}

export async function getChainSettings(deps: Deps): Promise<ChainSettings> {
  const row = await repo.findChainSettings(deps.db);
  return {
    publicUrl: row?.public_url ?? null,
    chainName: row?.chain_name ?? null,
    links: await publicAddress(deps),
    updatedAt: row?.updated_at ?? null,
  };
}

/** Office roles change the chain's settings; what changed, from what, goes to the activity log. */
export async function updateChainSettings(
  deps: Deps,
  actor: Actor,
  input: ChainSettingsUpdate,
): Promise<ChainSettings> {
  const before = await repo.findChainSettings(deps.db);
  if (input.version !== undefined && input.version !== (before?.updated_at ?? null)) {
    const change = await lastChangeOf(deps, 'chain_settings', null, before?.updated_at ?? null);
    throw staleEdit('setting', change, 'UTC', await getChainSettings(deps));
  }
  const changes: Record<string, { from: string | null; to: string | null }> = {};
  if ((before?.public_url ?? null) !== input.publicUrl)
    changes.publicUrl = { from: before?.public_url ?? null, to: input.publicUrl };
  if ((before?.chain_name ?? null) !== input.chainName)
    changes.chainName = { from: before?.chain_name ?? null, to: input.chainName };
  if (Object.keys(changes).length > 0) {
    await writeTransaction(deps.db, deps.dialect, async (trx) => {
      await repo.saveChainSettings(trx, {
        public_url: input.publicUrl,
        chain_name: input.chainName,
        updated_by: actor.user.id,
        updated_at: isoNow(deps.clock),
      });
      await logActivity(
        { ...deps, db: trx },
        {
          userId: actor.user.id,
          action: 'settings.chain',
          entity: 'chain_settings',
          details: { fields: Object.keys(changes), ...changes },
          ip: actor.ip,
        },
      );
    });
  }
  return getChainSettings(deps);
}
