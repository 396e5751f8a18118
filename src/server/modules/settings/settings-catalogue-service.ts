import type { TableSettings } from '../../../domain/schemas/settings';
import { sortStranded, strandedByTables } from '../../../domain/stranded-bookings';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/transactions';
import { inRulesTransaction } from '../restaurants';
import { conflict, notFound, unprocessable } from '../../http/envelope';
import { newGuid } from '../../lib/ids';
import {
  deleteEvent,
  deleteQuestion,
  insertEvent,
  insertQuestion,
  listEvents,
  listQuestions,
  loadLiveBookings,
  updateEvent,
  updateQuestion,
} from './settings-repository';
import { deleteTable, insertTable, updateTable } from '../dining-tables';
import { loadLiveTables, replaceTableLegends } from '../floor-plans';
import { requireOwnUploads } from './own-uploads';
import { SETTINGS_MESSAGES as M, StrandedBookingsError } from './settings-messages';
import { restaurantToday, settingsService } from './settings-service';
import {
  deleteIcon,
  deleteLegend,
  findIcon,
  findTable,
  insertIcon,
  insertLegend,
  isIconUsed,
  listIcons,
  listLegends,
  listTableLegendLinks,
  maxPosition,
  type OrderedList,
  updateIcon,
  updateLegend,
} from './settings-tables-repository';

/** What a table's settings write, on creation as on change. */
function tableColumns(input: TableSettings) {
  return {
    name: input.name,
    min_covers: input.min_covers,
    max_covers: input.max_covers,
    image: input.image,
    combinable: input.combinable,
    active: input.active,
  };
}

/** Tables, placement legends, preference icons, events and custom questions of a restaurant. */
export function settingsCatalogueService(ctx: AppContext) {
  const db = ctx.db.kysely;
  const settings = settingsService(ctx);

  /** A write to one row of the catalogue: a 404 saying `missing` when no row matched. */
  async function writeOne(restaurantId: number, missing: string, write: (trx: Executor) => Promise<number>): Promise<string> {
    const n = await inRulesTransaction(ctx.db, restaurantId, write);
    if (n === 0) throw notFound(missing);
    return M.saved;
  }

  /** Adds one row to the restaurant's catalogue; the answer is its new guid. */
  async function addRow(restaurantId: number, insert: (trx: Executor, guid: string) => Promise<unknown>): Promise<string> {
    await settings.requireRestaurant(restaurantId);
    const guid = newGuid();
    await inRulesTransaction(ctx.db, restaurantId, (trx) => insert(trx, guid));
    return guid;
  }

  /** A new row of an ordered list goes last. */
  async function nextPosition(trx: Executor, list: OrderedList, restaurantId: number): Promise<number> {
    return (await maxPosition(trx, list, restaurantId)) + 1;
  }

  async function legendIdsOf(restaurantId: number, guids: string[]): Promise<number[]> {
    const legends = await listLegends(db, restaurantId);
    const ids = [...new Set(guids)].map((g) => legends.find((l) => l.guid === g)?.id);
    if (ids.some((id) => id === undefined)) throw unprocessable(M.legendUnknown, 'legend');
    return ids as number[];
  }

  async function assertNameFree(restaurantId: number, name: string, exceptId?: number) {
    const tables = await loadLiveTables(db, restaurantId);
    if (tables.some((t) => t.id !== exceptId && t.name.toLowerCase() === name.toLowerCase())) throw conflict(M.tableNameTaken, 'table_name');
  }

  /**
   * Removing or deactivating a table strands the bookings that hold it; they are listed first.
   * Checked inside the change's transaction, so a booking made meanwhile is not missed.
   */
  async function assertNoStrandedTable(trx: Executor, restaurantId: number, today: string, tableId: number, confirm: boolean | undefined) {
    const stranded = strandedByTables(await loadLiveBookings(trx, restaurantId, today), [tableId], today);
    if (stranded.length > 0 && !confirm) throw new StrandedBookingsError(sortStranded(stranded));
  }

  return {
    async tables(restaurantId: number) {
      await settings.requireRestaurant(restaurantId);
      const [tables, links] = await Promise.all([loadLiveTables(db, restaurantId), listTableLegendLinks(db, restaurantId)]);
      return tables.map((t) => ({
        guid: t.guid,
        name: t.name,
        min_covers: t.min_covers,
        max_covers: t.max_covers,
        image: t.image,
        active: t.active,
        combinable: t.combinable,
        online_bookable: t.online_bookable,
        legend_guids: links.filter((l) => l.table_id === t.id).map((l) => l.guid),
      }));
    },

    async addTable(restaurantId: number, input: TableSettings): Promise<string> {
      await requireOwnUploads(ctx, restaurantId, input.image);
      await settings.requireRestaurant(restaurantId);
      await assertNameFree(restaurantId, input.name);
      const legendIds = await legendIdsOf(restaurantId, input.legend_guids);
      const guid = newGuid();
      await inRulesTransaction(ctx.db, restaurantId, async (trx) => {
        const id = await insertTable(trx, {
          guid,
          restaurant_id: restaurantId,
          ...tableColumns(input),
          // A new table takes online bookings only once the owner says so.
          online_bookable: input.online_bookable ?? false,
          position: await nextPosition(trx, 'dining_tables', restaurantId),
        });
        await replaceTableLegends(trx, id, legendIds);
      });
      return guid;
    },

    async updateTable(restaurantId: number, guid: string, input: TableSettings): Promise<string> {
      await requireOwnUploads(ctx, restaurantId, input.image);
      const table = await findTable(db, restaurantId, guid);
      if (!table) throw notFound(M.tableNotFound);
      await assertNameFree(restaurantId, input.name, table.id);
      const legendIds = await legendIdsOf(restaurantId, input.legend_guids);
      const today = restaurantToday(await settings.requireRestaurant(restaurantId), ctx.now());
      await inRulesTransaction(ctx.db, restaurantId, async (trx) => {
        if (table.active && !input.active) await assertNoStrandedTable(trx, restaurantId, today, table.id, input.confirm);
        await updateTable(trx, table.id, {
          ...tableColumns(input),
          ...(input.online_bookable === undefined ? {} : { online_bookable: input.online_bookable }),
        });
        await replaceTableLegends(trx, table.id, legendIds);
      });
      return M.saved;
    },

    async removeTable(restaurantId: number, guid: string, confirm: boolean): Promise<string> {
      const table = await findTable(db, restaurantId, guid);
      if (!table) throw notFound(M.tableNotFound);
      const today = restaurantToday(await settings.requireRestaurant(restaurantId), ctx.now());
      await inRulesTransaction(ctx.db, restaurantId, async (trx) => {
        await assertNoStrandedTable(trx, restaurantId, today, table.id, confirm);
        await deleteTable(trx, table.id);
      });
      return M.saved;
    },

    async legends(restaurantId: number) {
      await settings.requireRestaurant(restaurantId);
      return (await listLegends(db, restaurantId)).map((l) => ({ guid: l.guid, label: l.label, image: l.image }));
    },

    async addLegend(restaurantId: number, input: { label: string; image: string }): Promise<string> {
      await requireOwnUploads(ctx, restaurantId, input.image);
      return addRow(restaurantId, async (trx, guid) =>
        insertLegend(trx, {
          guid,
          restaurant_id: restaurantId,
          label: input.label,
          image: input.image,
          position: await nextPosition(trx, 'placement_legends', restaurantId),
        }),
      );
    },

    async updateLegend(restaurantId: number, guid: string, input: { label: string; image: string }): Promise<string> {
      await requireOwnUploads(ctx, restaurantId, input.image);
      return writeOne(restaurantId, M.legendNotFound, (trx) => updateLegend(trx, restaurantId, guid, { label: input.label, image: input.image }));
    },

    /** A legend only describes tables; removing it unlinks them and leaves every booking as it is. */
    async removeLegend(restaurantId: number, guid: string): Promise<string> {
      return writeOne(restaurantId, M.legendNotFound, (trx) => deleteLegend(trx, restaurantId, guid));
    },

    async icons(restaurantId: number) {
      await settings.requireRestaurant(restaurantId);
      return (await listIcons(db, restaurantId)).map((i) => ({ guid: i.guid, label: i.label, image: i.image, active: i.active }));
    },

    async addIcon(restaurantId: number, input: { label: string; image: string; active?: boolean }): Promise<string> {
      await requireOwnUploads(ctx, restaurantId, input.image);
      return addRow(restaurantId, async (trx, guid) =>
        insertIcon(trx, {
          guid,
          restaurant_id: restaurantId,
          label: input.label,
          image: input.image,
          active: input.active ?? true,
          position: await nextPosition(trx, 'preference_icons', restaurantId),
        }),
      );
    },

    async updateIcon(restaurantId: number, guid: string, input: { label: string; image: string; active?: boolean }): Promise<string> {
      await requireOwnUploads(ctx, restaurantId, input.image);
      const icon = await findIcon(db, restaurantId, guid);
      if (!icon) throw notFound(M.iconNotFound);
      await inRulesTransaction(ctx.db, restaurantId, (trx) =>
        updateIcon(trx, icon.id, { label: input.label, image: input.image, ...(input.active === undefined ? {} : { active: input.active }) }),
      );
      return M.saved;
    },

    /** An icon some booking carries is only deactivated, so that booking keeps its preference. */
    async removeIcon(restaurantId: number, guid: string): Promise<string> {
      const icon = await findIcon(db, restaurantId, guid);
      if (!icon) throw notFound(M.iconNotFound);
      return inRulesTransaction(ctx.db, restaurantId, async (trx) => {
        if (await isIconUsed(trx, icon.id)) {
          await updateIcon(trx, icon.id, { active: false });
          return M.iconDeactivated;
        }
        await deleteIcon(trx, icon.id);
        return M.saved;
      });
    },

    async events(restaurantId: number) {
      const restaurant = await settings.requireRestaurant(restaurantId);
      return (await listEvents(db, restaurantId, restaurantToday(restaurant, ctx.now()))).map((e) => ({
        guid: e.guid,
        name: e.name,
        date: e.date,
        description: e.description,
      }));
    },

    async addEvent(restaurantId: number, input: { name: string; date: string; description: string }): Promise<string> {
      return addRow(restaurantId, (trx, guid) => insertEvent(trx, { guid, restaurant_id: restaurantId, ...input }));
    },

    async updateEvent(restaurantId: number, guid: string, input: { name: string; date: string; description: string }): Promise<string> {
      return writeOne(restaurantId, M.eventNotFound, (trx) => updateEvent(trx, restaurantId, guid, input));
    },

    async removeEvent(restaurantId: number, guid: string): Promise<string> {
      return writeOne(restaurantId, M.eventNotFound, (trx) => deleteEvent(trx, restaurantId, guid));
    },

    async questions(restaurantId: number) {
      await settings.requireRestaurant(restaurantId);
      return (await listQuestions(db, restaurantId)).map((q) => ({
        id: q.id,
        question_text: q.question_text,
        required: q.required,
        active: q.active,
        position: q.position,
      }));
    },

    async addQuestion(restaurantId: number, input: { question_text: string; required: boolean; active: boolean }): Promise<number> {
      await settings.requireRestaurant(restaurantId);
      return inRulesTransaction(ctx.db, restaurantId, async (trx) =>
        insertQuestion(trx, {
          restaurant_id: restaurantId,
          question_text: input.question_text,
          required: input.required,
          active: input.active,
          position: await nextPosition(trx, 'questions', restaurantId),
        }),
      );
    },

    async updateQuestion(restaurantId: number, id: number, input: { question_text: string; required: boolean; active: boolean }): Promise<string> {
      return writeOne(restaurantId, M.questionNotFound, (trx) =>
        updateQuestion(trx, restaurantId, id, { question_text: input.question_text, required: input.required, active: input.active }),
      );
    },

    /** Answers already given keep their own copy of the question's text. */
    async removeQuestion(restaurantId: number, id: number): Promise<string> {
      return writeOne(restaurantId, M.questionNotFound, (trx) => deleteQuestion(trx, restaurantId, id));
    },

    async reorderQuestions(restaurantId: number, ids: number[]): Promise<string> {
      await inRulesTransaction(ctx.db, restaurantId, async (trx) => {
        const current = await listQuestions(trx, restaurantId);
        const known = new Set(current.map((q) => q.id));
        if (ids.length !== current.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          throw unprocessable(M.orderMismatch, 'order');
        }
        for (const [position, id] of ids.entries()) await updateQuestion(trx, restaurantId, id, { position });
      });
      return M.saved;
    },
  };
}
