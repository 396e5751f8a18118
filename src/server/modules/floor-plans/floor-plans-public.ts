import { renderFloorPlansSvg } from '../../../domain/floor-plan/render-svg';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/transactions';
import { notFound } from '../../http/envelope';
import { requireRestaurantBySlug } from '../restaurants';
import type { RestaurantRow } from '../restaurants';
import { planDocument } from './floor-plan-mapping';
import { FLOOR_PLAN_MESSAGES as M } from './floor-plans-messages';
import { countFloorPlans, listFloorPlans, loadLiveTables, loadTableLegendGuids } from './floor-plans-repository';

/** The address of the diner's plan picture, or null while the restaurant has drawn no plan. */
export async function floorPlanImageUrl(db: Executor, restaurant: Pick<RestaurantRow, 'id' | 'slug'>): Promise<string | null> {
  return (await countFloorPlans(db, restaurant.id)) > 0 ? `/api/restaurants/${encodeURIComponent(restaurant.slug)}/floor-plan.svg` : null;
}

export function publicFloorPlanService(ctx: AppContext) {
  const db = ctx.db.kysely;
  return {
    /** Every room drawn from the saved plans, tables diners may choose by name. */
    async svg(slug: string): Promise<string> {
      const restaurant = await requireRestaurantBySlug(db, slug);
      const [plans, tables] = await Promise.all([listFloorPlans(db, restaurant.id), loadLiveTables(db, restaurant.id)]);
      if (plans.length === 0) throw notFound(M.noPlan);
      const legends = await loadTableLegendGuids(
        db,
        tables.map((t) => t.id),
      );
      const rooms = plans.map((p) => planDocument(p, tables, legends));
      return renderFloorPlansSvg(rooms, { title: `Plan du restaurant ${restaurant.name}` });
    },
  };
}
