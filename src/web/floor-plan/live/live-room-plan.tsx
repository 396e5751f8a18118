// One room of the live view: tables coloured by state, each naming its booking. A table is a button
// (tap or Enter opens it); a booked table can be dragged onto another to move its booking.

import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import type { LiveTableState } from '../../../domain/floor-plan/live-state';
import type { PlanDocument, PlanTable } from '../../../domain/floor-plan/types';
import type { LiveRoomBooking, LiveRoomView } from '../../lib/staff/floor-plan-api';
import { frFloorPlan } from '../i18n';
import { PlanItemShape, TableText, TableTitle, type TableLook } from '../plan-item-shape';
import styles from './live.module.css';

const t = frFloorPlan.live;

export const STATE_LOOK: Record<LiveTableState, { fill: string; stroke: string; glyph: string }> = {
  free: { fill: '#e6f1e8', stroke: '#2f6b3f', glyph: '○' },
  soon: { fill: '#fbf1dc', stroke: '#8a6410', glyph: '◷' },
  seated: { fill: '#dbe7f7', stroke: '#1d5fbf', glyph: '●' },
  late: { fill: '#fbe9e7', stroke: '#a3281e', glyph: '!' },
};

function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function tableLines(state: LiveTableState, booking: LiveRoomBooking | null, next: LiveRoomBooking | null): string[] {
  const glyph = STATE_LOOK[state].glyph;
  if (!booking) return next ? [`${glyph} ${t.states.free}`, t.nextBooking(next.hour)] : [`${glyph} ${t.states.free}`];
  const who = truncate(booking.name, 16);
  if (state === 'seated') return [`${glyph} ${booking.covers} p. · ${booking.hour}`, who];
  return [`${glyph} ${booking.hour} · ${booking.covers} p.`, who];
}

export interface LiveRoomPlanProps {
  room: PlanDocument & { guid: string };
  view: LiveRoomView;
  bookingsByGuid: Map<string, LiveRoomBooking>;
  dropTarget: string | null;
  scale: number;
  onTablePointerDown: (event: PointerEvent<SVGGElement>, table: PlanTable, booking: LiveRoomBooking | null) => void;
  onTablePointerMove: (event: PointerEvent<SVGGElement>) => void;
  onTablePointerUp: (event: PointerEvent<SVGGElement>, table: PlanTable, cancelled: boolean) => void;
  onOpen: (table: PlanTable) => void;
}

/** Memoised: the route's state (an open dialog, a message, an action in flight) does not redraw the room. */
export const LiveRoomPlan = memo(function LiveRoomPlan({
  room,
  view,
  bookingsByGuid,
  dropTarget,
  scale,
  onTablePointerDown,
  onTablePointerMove,
  onTablePointerUp,
  onOpen,
}: LiveRoomPlanProps) {
  const states = new Map(view.tables.map((s) => [s.guid, s]));
  const fixtures = room.items.filter((i) => i.kind !== 'table');
  const tables = room.items.filter((i): i is PlanTable => i.kind === 'table');
  return (
    <svg
      className={styles.plan}
      width={room.width * scale}
      height={room.height * scale}
      viewBox={`0 0 ${room.width} ${room.height}`}
      role="group"
      aria-label={frFloorPlan.editor.canvas.label(room.name)}
    >
      <rect x={0} y={0} width={room.width} height={room.height} rx={8} fill="#fbf7f0" stroke="#a39683" strokeWidth={2} />
      <g aria-hidden="true">
        {fixtures.map((item) => (
          <PlanItemShape key={item.id} item={item} />
        ))}
      </g>
      {tables.map((table) => {
        const s = states.get(table.id);
        const state = s?.state ?? 'free';
        const booking = s?.bookingGuid ? (bookingsByGuid.get(s.bookingGuid) ?? null) : null;
        const next = s?.nextBookingGuid ? (bookingsByGuid.get(s.nextBookingGuid) ?? null) : null;
        const look: TableLook = table.active
          ? {
              fill: STATE_LOOK[state].fill,
              stroke: dropTarget === table.id ? '#1d5fbf' : STATE_LOOK[state].stroke,
              strokeWidth: dropTarget === table.id ? 5 : 2.5,
              lines: tableLines(state, booking, next),
            }
          : { lines: [t.inactive] };
        const stateText = table.active ? t.states[state] : t.inactive;
        const label = t.tableLabel(
          table.name,
          frFloorPlan.common.seats(table.minCovers, table.maxCovers),
          stateText,
          booking ? t.bookingShort(booking.name, booking.covers, booking.hour) : next ? t.nextBooking(next.hour) : null,
        );
        return (
          <g
            key={table.id}
            data-table-guid={table.id}
            data-state={state}
            className={styles.table}
            role="button"
            tabIndex={0}
            aria-label={label}
            onPointerDown={(e) => onTablePointerDown(e, table, booking)}
            onPointerMove={onTablePointerMove}
            onPointerUp={(e) => onTablePointerUp(e, table, false)}
            onPointerCancel={(e) => onTablePointerUp(e, table, true)}
            onKeyDown={(e: KeyboardEvent) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onOpen(table);
              }
            }}
          >
            <TableTitle item={table} lines={look.lines ?? []} />
            <PlanItemShape item={table} look={look} withText={false} />
          </g>
        );
      })}
      {/* The tables' text on top, apart from their buttons: it abbreviates ("2 p.", a glyph, a cut
          name) what each button's accessible name says in full, and text inside a button must be
          part of its name (label-content-name-mismatch). Hidden from assistive technologies and
          transparent to the pointer, so a tap on a name still lands on its table. */}
      <g aria-hidden="true" pointerEvents="none">
        {tables.map((table) => {
          const s = states.get(table.id);
          const state = s?.state ?? 'free';
          const booking = s?.bookingGuid ? (bookingsByGuid.get(s.bookingGuid) ?? null) : null;
          const next = s?.nextBookingGuid ? (bookingsByGuid.get(s.nextBookingGuid) ?? null) : null;
          return <TableText key={table.id} item={table} lines={table.active ? tableLines(state, booking, next) : [t.inactive]} />;
        })}
      </g>
    </svg>
  );
});
