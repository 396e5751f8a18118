import { formatLongFrenchDate } from '../../../domain/dates';
import type { FloorPlanInput, FloorPlanUpdate } from '../../../domain/floor-plan/schema';
import type { PlanDocument } from '../../../domain/floor-plan/types';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/transactions';
import { inRulesTransaction, findRestaurantById, type RestaurantRow, restaurantNow } from '../restaurants';
import { conflict, notFound } from '../../http/envelope';
import { newGuid } from '../../lib/ids';
import { planDocument, tableRowToItem } from './floor-plan-mapping';
import { removeTables, writePlanContent, type WriteContext } from './floor-plan-writes';
import { FLOOR_PLAN_MESSAGES as M } from './floor-plans-messages';
import {
  bumpFloorPlanVersion,
  claimFloorPlanVersion,
  deleteFloorPlan,
  findFloorPlan,
  insertFloorPlan,
  listFloorPlans,
  loadLegends,
  loadLiveTables,
  loadTableLegendGuids,
  loadUpcomingBookingsOnTables,
  nextFloorPlanPosition,
  type FloorPlanRow,
} from './floor-plans-repository';

/** A saved plan as the editor receives it. */
export interface SavedPlan extends PlanDocument {
  guid: string;
  version: number;
  position: number;
  updatedAt: string;
}

export function floorPlansService(ctx: AppContext) {
  const db = ctx.db.kysely;

  async function requireRestaurant(id: number): Promise<RestaurantRow> {
    const restaurant = await findRestaurantById(db, id);
    if (!restaurant) throw notFound(M.planNotFound);
    return restaurant;
  }

  /** Rooms, placement legends, and the restaurant's tables standing on no plan yet. */
  async function context(executor: Executor, restaurantId: number) {
    const [plans, tables, legends] = await Promise.all([
      listFloorPlans(executor, restaurantId),
      loadLiveTables(executor, restaurantId),
      loadLegends(executor, restaurantId),
    ]);
    const legendGuids = await loadTableLegendGuids(
      executor,
      tables.map((t) => t.id),
    );
    const planGuid = new Map(plans.map((p) => [p.id, p.guid]));
    return {
      plans,
      tables,
      legendGuids,
      body: {
        plans: plans.map((p) => ({
          guid: p.guid,
          name: p.name,
          width: p.width,
          height: p.height,
          position: p.position,
          version: p.version,
          tableCount: tables.filter((t) => t.floor_plan_id === p.id).length,
          updatedAt: p.updated_at,
        })),
        legends: legends.map((l) => ({ guid: l.guid, label: l.label })),
        unplacedTables: tables.filter((t) => t.floor_plan_id === null).map((t) => tableRowToItem(t, legendGuids.get(t.id) ?? [])),
        tables: tables.map((t) => ({ guid: t.guid, name: t.name, planGuid: t.floor_plan_id === null ? null : (planGuid.get(t.floor_plan_id) ?? null) })),
      },
    };
  }

  async function savedPlan(executor: Executor, restaurantId: number, guid: string) {
    const plan = await findFloorPlan(executor, restaurantId, guid);
    if (!plan) throw notFound(M.planNotFound);
    const ctxData = await context(executor, restaurantId);
    return { plan: toSaved(plan, planDocument(plan, ctxData.tables, ctxData.legendGuids)), ...ctxData.body };
  }

  function writeContext(restaurant: RestaurantRow): WriteContext {
    const now = ctx.now();
    return { restaurantId: restaurant.id, today: restaurantNow(restaurant, now).date, at: now.toISOString() };
  }

  return {
    overview: async (restaurantId: number) => (await context(db, restaurantId)).body,

    get: (restaurantId: number, guid: string) => savedPlan(db, restaurantId, guid),

    async create(restaurantId: number, input: FloorPlanInput) {
      const restaurant = await requireRestaurant(restaurantId);
      const guid = newGuid();
      await inRulesTransaction(ctx.db, restaurantId, async (trx) => {
        const wc = writeContext(restaurant);
        const position = await nextFloorPlanPosition(trx, restaurant.id);
        const id = await insertFloorPlan(trx, {
          guid,
          restaurant_id: restaurant.id,
          name: input.name.trim(),
          width: input.width,
          height: input.height,
          position,
          version: 1,
          created_at: wc.at,
          updated_at: wc.at,
        });
        const movedFrom = await writePlanContent(trx, wc, id, position, input);
        await bumpVersions(trx, movedFrom, wc.at);
      });
      return savedPlan(db, restaurant.id, guid);
    },

    async update(restaurantId: number, guid: string, input: FloorPlanUpdate) {
      const restaurant = await requireRestaurant(restaurantId);
      await inRulesTransaction(ctx.db, restaurantId, async (trx) => {
        const plan = await findFloorPlan(trx, restaurant.id, guid);
        if (!plan) throw notFound(M.planNotFound);
        const wc = writeContext(restaurant);
        if (!(await claimFloorPlanVersion(trx, plan.id, input.version, wc.at))) throw conflict(M.staleVersion, 'stale_version');
        const movedFrom = await writePlanContent(trx, wc, plan.id, plan.position, input);
        await bumpVersions(trx, movedFrom, wc.at);
      });
      return savedPlan(db, restaurant.id, guid);
    },

    /** Deletes a room and its tables (refused while a table holds upcoming bookings). */
    async remove(restaurantId: number, guid: string): Promise<void> {
      const restaurant = await requireRestaurant(restaurantId);
      await inRulesTransaction(ctx.db, restaurantId, async (trx) => {
        const plan = await findFloorPlan(trx, restaurant.id, guid);
        if (!plan) throw notFound(M.planNotFound);
        const tables = (await loadLiveTables(trx, restaurant.id)).filter((t) => t.floor_plan_id === plan.id);
        await removeTables(trx, writeContext(restaurant), tables);
        await deleteFloorPlan(trx, plan.id);
      });
    },

    /** Bookings from today on at one table: what deleting it would strand. */
    async upcomingBookings(restaurantId: number, tableGuid: string) {
      const restaurant = await requireRestaurant(restaurantId);
      const table = (await loadLiveTables(db, restaurant.id)).find((t) => t.guid === tableGuid);
      if (!table) throw notFound(M.tableUnknown);
      const today = restaurantNow(restaurant, ctx.now()).date;
      const rows = await loadUpcomingBookingsOnTables(db, restaurant.id, [table.id], today);
      return rows.map((b) => ({
        guid: b.guid,
        reference: b.reference,
        date: b.date,
        dateLabel: formatLongFrenchDate(b.date, { capitalize: true }),
        hour: b.hour,
        name: b.name,
        covers: b.covers,
        status: b.status,
      }));
    },
  };
}

function toSaved(plan: FloorPlanRow, doc: PlanDocument): SavedPlan {
  return { ...doc, guid: plan.guid, version: plan.version, position: plan.position, updatedAt: plan.updated_at };
}

// A room a table was taken from has changed too: an editor still showing it there must reload.
async function bumpVersions(trx: Executor, planIds: number[], at: string): Promise<void> {
  for (const id of planIds) await bumpFloorPlanVersion(trx, id, at);
}
