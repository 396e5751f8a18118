import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { collisions, endOf, TIMELINE_STEP, type TableRow } from '../../domain/timeline';
import { fr } from '../i18n/fr';
import { errorText } from '../lib/api';
import type { BookingItem } from './dashboard-api';
import { useDashboard } from './dashboard-context';
import { frTimeline as t } from './timeline-i18n';
import { useToast } from '../ui/toasts';

export interface CellBooking {
  source: 'phone' | 'walk_in';
  date: string;
  hour: string;
  covers: number;
  name?: string;
  phone?: string;
  table: { guid: string; name: string };
}

const HOLDING = ['pending', 'confirmed', 'seated'];

/** Every change made on the timeline is one notice, the latest: a run of moves does not stack. */
const TIMELINE_TOAST = { kind: 'timeline' };

/** The bookings that hold their tables, as the layout rules read them. */
const holding = (day: readonly BookingItem[]) => day.filter((b) => HOLDING.includes(b.status)).map((b) => ({ ...b, tableGuids: b.tables.map((x) => x.guid) }));

/**
 * The timeline's changes, each one of the service book's own staff actions (same engine, same day
 * transaction as an online booking): what happened, or the server's French refusal, is told in a
 * toast (read out politely), and every open view is re-read. A drop on a table the screen shows
 * taken is refused at once, in the same words; everything else is the server's to decide.
 */
export function useTimelineActions() {
  const { api } = useDashboard();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (work: () => Promise<unknown>, success: string): Promise<boolean> => {
      setBusy(true);
      try {
        await work();
        toast(success, TIMELINE_TOAST);
        return true;
      } catch (error) {
        toast(t.refused(errorText(error, fr.common.genericError)), TIMELINE_TOAST);
        return false;
      } finally {
        // Refused or not, the screen shows what the server now holds (a refusal may come from a
        // change another device just made).
        await queryClient.invalidateQueries({ queryKey: ['service-book'] });
        void queryClient.invalidateQueries({ queryKey: ['booking-history'] });
        setBusy(false);
      }
    },
    [queryClient, toast],
  );

  /** A refusal seen on screen already (the table is visibly taken): said at once, no request sent. */
  const refuse = (message: string) => {
    toast(t.refused(message), TIMELINE_TOAST);
    return Promise.resolve(false);
  };

  /**
   * The refusal a drop on `table` at `hour` gets from what the screen shows, or null. Only a table
   * already held when the party would sit down is refused here; how long it is free after that
   * (the party's turn time) is the engine's to say.
   */
  const visibleRefusal = (b: BookingItem, hour: string, table: TableRow, day: readonly BookingItem[]): string | null => {
    if (b.covers < table.minCovers || b.covers > table.maxCovers) return t.tableSize(table.name, table.minCovers, table.maxCovers, b.covers);
    const taken = collisions({ guid: b.guid, hour, turnMinutes: TIMELINE_STEP, tableGuids: [table.guid] }, holding(day))[0];
    return taken ? t.tableTaken(table.name, taken.hour, taken.name) : null;
  };

  return {
    busy,
    /** A finished booking the host tried to move: why it stays where it is. */
    locked: (b: BookingItem) => toast(t.locked(b.name, b.status), TIMELINE_TOAST),
    move: (b: BookingItem, hour: string, table: TableRow, day: readonly BookingItem[]) => {
      const refusal = visibleRefusal(b, hour, table, day);
      if (refusal) return refuse(refusal);
      const body: { hour?: string; tableGuid?: string } = {};
      if (hour !== b.hour) body.hour = hour;
      if (!(b.tables.length === 1 && b.tables[0]!.guid === table.guid)) body.tableGuid = table.guid;
      if (Object.keys(body).length === 0) return Promise.resolve(true);
      return run(() => api.edit(b.guid, body), t.moved(b.name, hour, table.name));
    },
    /**
     * A party from the side lane given a table and a time: a booking without a table is moved
     * there (the book's edit), a waiting-list request becomes a booking there (the book's
     * "waiting list entry becomes a booking", the diner told as from the book).
     */
    place: (b: BookingItem, hour: string, table: TableRow, day: readonly BookingItem[]) => {
      const refusal = visibleRefusal(b, hour, table, day);
      if (refusal) return refuse(refusal);
      if (b.status === 'waiting') return run(() => api.promote(b.guid, { hour, tableGuid: table.guid }), t.promoted(b.name, hour, table.name));
      return run(() => api.edit(b.guid, { hour, tableGuid: table.guid }), t.moved(b.name, hour, table.name));
    },
    stretch: (b: BookingItem, turnMinutes: number, day: readonly BookingItem[]) => {
      const taken = collisions({ guid: b.guid, hour: b.hour, turnMinutes, tableGuids: b.tables.map((x) => x.guid) }, holding(day))[0];
      if (taken) {
        const table = taken.tables.find((x) => b.tables.some((y) => y.guid === x.guid))?.name ?? '';
        return refuse(t.stayTaken(table, endOf(b.hour, turnMinutes), taken.hour));
      }
      return run(() => api.turn(b.guid, { turnMinutes }), t.stretched(b.name, endOf(b.hour, turnMinutes)));
    },
    create: (values: CellBooking) =>
      run(
        () =>
          api.create({
            source: values.source,
            date: values.source === 'phone' ? values.date : undefined,
            hour: values.hour,
            covers: values.covers,
            name: values.name || undefined,
            phone: values.phone || undefined,
            tableGuid: values.table.guid,
          }),
        values.source === 'walk_in' ? t.cellDialog.seated(values.table.name) : t.cellDialog.booked(values.name ?? '', values.hour, values.table.name),
      ),
  };
}
