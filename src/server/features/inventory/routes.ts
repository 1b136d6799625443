import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCatalogImport,
  ZCatalogImportResult,
  ZCatalogItem,
  ZCatalogItemInput,
  ZCatalogQuery,
  ZInventoryPage,
  ZInventoryQuery,
  ZMinimumInput,
  ZMovement,
  ZRepairPart,
  ZStockLine,
} from '../../../shared/inventory';
import { WAIVER_NOT_FOUND } from '../../../shared/repairs';
import { scopeToReach } from '../../db/scope';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/http-error';
import { actorOf, reachOfRequest } from '../../plugins/access';
import * as catalog from './catalog-service';
import { importCatalog } from './catalog-import';
import { repairParts } from './repair-parts';
import * as stock from './stock-service';

const ZId = z.object({ id: z.string().max(64) });
const ZItemId = z.object({ itemId: z.string().max(64) });

/** Parts and accessories (issue 19); the contract is src/shared/inventory.ts. */
export async function inventoryRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = { access: 'catalog.manage' } as const;

  r.get(
    '/api/catalog-items',
    {
      config: { access: 'stock.read' },
      schema: { querystring: ZCatalogQuery, response: { 200: z.array(ZCatalogItem) } },
    },
    async (request) => catalog.listItems(deps, request.query),
  );

  r.get(
    '/api/catalog-items/:id',
    { config: { access: 'stock.read' }, schema: { params: ZId, response: { 200: ZCatalogItem } } },
    async (request) => catalog.getItem(deps, request.params.id),
  );

  r.post(
    '/api/catalog-items',
    { config: manage, schema: { body: ZCatalogItemInput, response: { 201: ZCatalogItem } } },
    async (request, reply) =>
      reply.code(201).send(await catalog.createItem(deps, actorOf(request), request.body)),
  );

  r.put(
    '/api/catalog-items/:id',
    {
      config: manage,
      schema: { params: ZId, body: ZCatalogItemInput, response: { 200: ZCatalogItem } },
    },
    async (request) => catalog.updateItem(deps, actorOf(request), request.params.id, request.body),
  );

  r.post(
    '/api/catalog-items/import',
    {
      config: manage,
      schema: { body: ZCatalogImport, response: { 200: ZCatalogImportResult } },
    },
    async (request) => importCatalog(deps, actorOf(request), request.body.csv),
  );

  r.get(
    '/api/inventory',
    {
      config: { access: 'stock.read' },
      schema: { querystring: ZInventoryQuery, response: { 200: ZInventoryPage } },
    },
    async (request) =>
      stock.listInventory(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.query,
      ),
  );

  r.get(
    '/api/inventory/:itemId/movements',
    {
      config: { access: 'stock.read' },
      schema: {
        params: ZItemId,
        querystring: z.object({ storeId: z.string().max(64).optional() }),
        response: { 200: z.array(ZMovement) },
      },
    },
    async (request) =>
      stock.itemMovements(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.params.itemId,
        request.query.storeId,
      ),
  );

  r.put(
    '/api/inventory/:itemId/minimum',
    {
      config: { access: 'stock.write' },
      schema: { params: ZItemId, body: ZMinimumInput, response: { 200: ZStockLine } },
    },
    async (request) =>
      stock.setMinimum(
        deps,
        actorOf(request),
        await reachOfRequest(deps, request),
        request.params.itemId,
        request.body,
      ),
  );

  r.get(
    '/api/repair-waivers/:id/parts',
    {
      config: { access: 'repairs.read' },
      schema: { params: ZId, response: { 200: z.array(ZRepairPart) } },
    },
    async (request) => {
      const reach = await reachOfRequest(deps, request);
      const repair = await scopeToReach(
        deps.db.selectFrom('repair_waivers').select('id').where('id', '=', request.params.id),
        'repair_waivers.store_id',
        reach,
      ).executeTakeFirst();
      if (!repair) throw notFound(WAIVER_NOT_FOUND);
      return repairParts(deps.db, repair.id);
    },
  );
}
