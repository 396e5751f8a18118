// The new booking's form rules: the diner's rules as the server runs them on a staff booking
// (src/server/modules/service-book/booking-creation-service.ts), in words for the host; a walk-in
// may stay anonymous. What passes is then read by the route's own schema, so the dialog sends
// exactly the request the server takes.

import { z } from 'zod';
import { checkDinerEmail, checkDinerName, STAFF_DINER_FIELD_MESSAGES, type FieldCheck, type StaffDinerFieldReason } from '../../domain/diner-fields';
import { staffBookingCreateSchema, type StaffBookingCreate } from '../../domain/schemas/staff-booking';
import { phoneRulesOrNull } from '../lib/phone-rules';
import { frDashboard } from './i18n';

const t = frDashboard.newBooking;

export type NewBookingKind = 'phone' | 'walk_in';

/** A domain rule as a form check, refusing in the host's words; blank passes when optional. */
function staffRule(check: (value: string) => FieldCheck<unknown, StaffDinerFieldReason>, optional = false) {
  return (value: string, ctx: z.RefinementCtx) => {
    if (optional && !value.trim()) return;
    const result = check(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: STAFF_DINER_FIELD_MESSAGES[result.reason] });
  };
}

const noRule = () => undefined;

export function newBookingFormSchema(kind: NewBookingKind) {
  const walkIn = kind === 'walk_in';
  return z
    .object({
      date: z.string(),
      hour: walkIn ? z.string() : z.string().min(1, t.errors.hour),
      covers: z.number(t.errors.covers).refine((n) => n >= 1, t.errors.covers),
      name: z.string().superRefine(walkIn ? noRule : staffRule(checkDinerName)),
      phone: z.string().superRefine(async (value, ctx) => {
        if (!value.trim()) return;
        // Without the rule (not downloadable) the server has the last word.
        const result = (await phoneRulesOrNull())?.checkDinerPhone(value);
        if (result && !result.ok) ctx.addIssue({ code: 'custom', message: STAFF_DINER_FIELD_MESSAGES[result.reason] });
      }),
      email: z.string().superRefine(walkIn ? noRule : staffRule(checkDinerEmail, true)),
      information: z.string(),
      table: z.string(),
    })
    .transform((v): StaffBookingCreate => ({
      source: kind,
      date: walkIn ? undefined : v.date,
      hour: v.hour || undefined,
      covers: v.covers,
      name: v.name.trim() || undefined,
      phone: v.phone.trim() || undefined,
      email: walkIn ? undefined : v.email.trim() || undefined,
      information: v.information.trim() || undefined,
      tableGuid: v.table || null,
    }))
    .pipe(staffBookingCreateSchema);
}

export type NewBookingValues = z.output<ReturnType<typeof newBookingFormSchema>>;

/** How long after a service's last seating a walk-in is still "now" in it (the last table's turn is under way). */
const WALK_IN_AFTER_LAST_SEATING_MINUTES = 15;

/**
 * A walk-in's hour when the dialog opens: "now" ('') while a service of the day is running, else
 * the next seating of the day (or its last one): outside service hours "now" would be refused.
 */
export function walkInDefaultHour(services: ReadonlyArray<{ slots: readonly string[] }>, nowMinutes: number): string {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const running = services.some((s) => {
    const first = s.slots[0];
    const last = s.slots[s.slots.length - 1];
    return first !== undefined && last !== undefined && minutes(first) <= nowMinutes && nowMinutes <= minutes(last) + WALK_IN_AFTER_LAST_SEATING_MINUTES;
  });
  if (running) return '';
  const slots = services.flatMap((s) => s.slots).sort();
  return slots.find((slot) => minutes(slot) >= nowMinutes) ?? slots[slots.length - 1] ?? '';
}
