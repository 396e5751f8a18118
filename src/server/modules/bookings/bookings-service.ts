import { normaliseDietary } from '../../../domain/guest-profile';
import type { BookingStatus } from '../../../domain/service-book';
import { createHash } from 'node:crypto';
import { checkSlot } from '../../../domain/availability';
import { slotRefusalText } from '../../../domain/booking-messages';
import { said } from '../../../domain/diner-messages/diner-text';
import { ok, AppError, conflict, unprocessable, type Success } from '../../http/envelope';
import type { BookingCreate, CreatedBooking } from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import { inDayTransaction, type Executor } from '../../db/transactions';
import { newCapabilityId, newGuid, newReference } from '../../lib/ids';
import { consumeVerifiedCode, VERIFIED_CODE_LIFETIME_MINUTES } from '../confirmation-codes';
import { findStoredResponse } from '../idempotency';
import {
  CAPACITY_REFUSALS,
  draftChecks,
  loadDayStateWith,
  checkDiner,
  MAX_WAITING_ENTRIES_PER_CONTACT,
  needsSmsCode,
  countWaitingOfContact,
  insertNewBooking,
} from '../booking-engine';
import { subscribeFromBooking } from '../subscriptions';
import { riskActionFor } from '../../../domain/guest-risk';
import { offerReleasedTables } from '../waiting-offers';
import { dayHasEndedHolds, findGuestRiskRule, holdBookingPayment, protectionOf, protectionRules, releaseEndedHoldsOfDay, riskOfContact } from '../payments';

const IDEMPOTENCY_SCOPE = 'booking:create';

/**
 * Who is booking. The wizard's diner by default; a partner channel (Reserve with Google) books
 * through the same rules, except what its own protocol stands for: the partner has authenticated
 * the call and holds the diner's consent to the terms, cannot relay a texted code (the
 * restaurant's SMS confirmation is not asked) and shows none of the restaurant's questions. `withinBooking` writes the channel's own record of
 * the booking in the booking's transaction (both or neither).
 */
export interface CreateChannel {
  source: 'online' | 'google';
  smsCodeWaived: boolean;
  /** The restaurant's questions were shown to the diner (the wizard's experience page). */
  questionsAsked: boolean;
  withinBooking?: (trx: Executor, bookingId: number) => Promise<void>;
}

const WIZARD: CreateChannel = { source: 'online', smsCodeWaived: false, questionsAsked: true };

export interface CreateResult {
  /** 201: the first answer, also what a replay with the same idempotency key gets. */
  statusCode: 201;
  body: Success<CreatedBooking>;
}

export function bookingsService(ctx: AppContext) {
  const db = ctx.db.kysely;

  const { bookingRulesOf, checkDraft } = draftChecks(ctx);

  return {
    /** Every rule the server holds, without writing anything (the wizard's page 4 check). */
    checkDraft,

    /**
     * Creates a booking: validated again, the table chosen by the engine inside a transaction
     * serialised per restaurant and date, the notification written in the same transaction.
     * A repeated Idempotency-Key returns the first answer instead of booking twice. `verifyBotCheck`
     * spends the request's bot-check proof: a replay of a stored answer needs none (its proof was
     * spent by the first request), anything else does.
     */
    async create(
      input: BookingCreate,
      idempotencyKey: string | undefined,
      verifyBotCheck: () => Promise<void>,
      channel: CreateChannel = WIZARD,
    ): Promise<CreateResult> {
      const requestHash = createHash('sha256')
        .update(JSON.stringify({ ...input, botcheck: undefined }))
        .digest('hex');
      if (idempotencyKey) {
        const stored = await findStoredResponse(db, IDEMPOTENCY_SCOPE, idempotencyKey);
        if (stored) return replay(stored, requestHash);
      }
      await verifyBotCheck();
      const { restaurant, rules, choices } = await bookingRulesOf(input.restaurantSlug, input.date);
      if (input.restaurantId !== undefined && input.restaurantId !== restaurant.id) {
        throw unprocessable(said('restaurantMismatch'), 'restaurant_mismatch');
      }
      const checked = checkDiner(
        {
          covers: input.tablewarecount,
          name: input.name,
          email: input.email,
          phone: input.phoneNumber,
          birthday: input.birthday,
          postCode: input.post_code,
          // Questions are asked on the experience page: a diner who never saw it (step off, or a
          // waiting-list request, which skips it) cannot be refused for not answering them.
          answers: input.is_waiting || !restaurant.show_experience_stepper || !channel.questionsAsked ? undefined : input.questions,
          bookingIcons: input.bookingIcons,
          placement: input.bookingIconsCustomerPlacementSelected,
          conditionsAccepted: input.conditions_accepted,
          adultCertified: input.adult_certified,
        },
        restaurant,
        choices,
      );
      if (input.is_waiting && !restaurant.is_waiting_booking_enabled) throw unprocessable(said('waitingListOff'), 'waiting_list_off');
      // The spec asks for the code from the party size on, waiting list included: the number the
      // restaurant will text when a table frees up is then known to be the diner's.
      const smsRequired = !channel.smsCodeWaived && needsSmsCode(restaurant, input.tablewarecount);
      // A waiting-list entry holds no table: a card or a deposit is asked when it becomes a booking.
      const protectionSet = input.is_waiting ? null : await protectionRules(db, restaurant.id);
      const riskRule = protectionSet ? protectionSet.risk : await findGuestRiskRule(db, restaurant.id);
      // A hold that ran out gives its table back before anyone is refused for it. Looked for before
      // the lock, so a day without one costs the lock no statement (the worker sweeps the rest).
      const releaseHolds = protectionSet !== null && (await dayHasEndedHolds(db, restaurant.id, input.date, ctx.now()));
      // The rules were read before taking the day's lock: inside it, only the day's bookings are read.

      try {
        return await inDayTransaction(ctx.db, restaurant.id, input.date, async (trx) => {
          const now = ctx.now();
          const freed = releaseHolds ? await releaseEndedHoldsOfDay(trx, restaurant.id, input.date, now) : null;
          // The guest's history is read under the lock, from the details this request sends: what
          // the page was told before (POST /bookings/protection) is never trusted. The refusal
          // names no reason, so whoever typed someone's e-mail learns nothing of their history.
          const noShows =
            riskRule.threshold === null ? 0 : (await riskOfContact(trx, restaurant, now, { email: checked.email, phone: checked.phoneE164 })).noShows;
          if (riskActionFor(riskRule, noShows) === 'refuse') throw unprocessable(said('onlineBookingRefused'), 'online_booking_refused');
          const day = await loadDayStateWith(trx, restaurant, input.date, now, rules);
          const slot = checkSlot({
            ...day,
            hour: input.hour,
            covers: input.tablewarecount,
            // Only the table the diner named is a preference. `table` is the wizard's own pick (the
            // smallest free table, spec section 4): followed, it would overrule the engine's choice
            // for the rest of the evening (docs/table-assignment.md).
            preferredTableGuid: input.tableName || null,
            preferredLegendId: checked.placementLegendId,
          });
          let service: 'noon' | 'evening';
          let tableIds: number[] = [];
          let turnMinutes: number;
          if (slot.ok) {
            service = slot.service.kind;
            turnMinutes = slot.turnMinutes;
            tableIds = input.is_waiting ? [] : slot.tableIds;
          } else if (input.is_waiting && CAPACITY_REFUSALS.has(slot.reason)) {
            // The waiting list is for full services: the day and hour are real, only capacity is missing.
            const open = day.services.find((s) => s.firstSeating <= input.hour && input.hour <= s.lastSeating);
            service = open?.kind ?? 'evening';
            turnMinutes = 0;
          } else {
            const message = slotRefusalText(slot.reason, input.tablewarecount, day.window.noticeMinutes);
            throw CAPACITY_REFUSALS.has(slot.reason) ? conflict(message, slot.reason) : unprocessable(message, slot.reason);
          }
          if (input.is_waiting) {
            // Each entry costs an e-mail now and an offer later: one contact cannot fill the list.
            const held = await countWaitingOfContact(trx, {
              restaurantId: restaurant.id,
              date: input.date,
              service,
              email: checked.email,
              phone: checked.phoneE164,
            });
            if (held >= MAX_WAITING_ENTRIES_PER_CONTACT) {
              throw unprocessable(said('waitingListLimit', { max: MAX_WAITING_ENTRIES_PER_CONTACT }), 'waiting_list_limit');
            }
          }
          if (smsRequired) {
            const since = new Date(now.getTime() - VERIFIED_CODE_LIFETIME_MINUTES * 60_000).toISOString();
            if (!(await consumeVerifiedCode(trx, checked.phoneE164, since, now.toISOString()))) {
              throw new AppError(403, said('smsCodeRequired'), 'sms_code_required');
            }
          }
          const language = input.language ?? 'fr';
          const protection =
            protectionSet &&
            protectionOf(protectionSet, {
              date: input.date,
              hour: input.hour,
              service,
              covers: input.tablewarecount,
              language,
              timeZone: restaurant.time_zone,
              noShows,
            });
          if (protection && !input.protection_accepted) throw unprocessable(said('protectionConsentRequired'), 'protection_consent_required');
          if (protection && input.protection_accepted !== protection.version) throw unprocessable(said('protectionChanged'), 'protection_changed');
          const at = now.toISOString();
          // A booking waiting for its card or deposit holds its table, and is confirmed when it comes.
          const status: BookingStatus = input.is_waiting ? 'waiting' : protection || restaurant.diner_confirmation_required ? 'pending' : 'confirmed';
          const created = { shortId: newCapabilityId(), guid: newGuid(), reference: newReference(), status, payment: protection?.kind ?? null };
          // Stored for a replay, then written in the diner's language when sent (http/diner-language.ts).
          const body = ok(created, said(input.is_waiting ? 'waitingListJoined' : 'bookingSent', undefined, input.language), 201);
          const { bookingId } = await insertNewBooking(trx, ctx.db.kind, {
            row: {
              guid: created.guid,
              short_id: created.shortId,
              reference: created.reference,
              restaurant_id: restaurant.id,
              date: input.date,
              hour: input.hour,
              service,
              covers: input.tablewarecount,
              turn_minutes: turnMinutes,
              status,
              source: channel.source,
              name: checked.name,
              email: checked.email,
              phone_number: checked.phoneE164,
              information: input.information.trim(),
              dietary: JSON.stringify(normaliseDietary(input.dietary?.codes ?? [])),
              dietary_note: input.dietary?.note.trim() ?? '',
              sms_consent: input.sms,
              birthday: input.birthday || null,
              post_code: input.post_code?.trim() || null,
              locale: input.locale,
              navigator_language: input.navigatorLanguage,
              language,
              query: input.query,
              preferred_table_guid: input.tableName || null,
              preferred_placement: input.bookingIconsCustomerPlacementSelected,
              created_at: at,
              updated_at: at,
            },
            tableIds,
            iconIds: checked.iconIds,
            answers: checked.answers,
            history: { at, actor: 'diner', action: 'created', to: status, details: { tableIds } },
            // A held booking's e-mail goes when its card or deposit comes (payments' held-bookings.ts).
            messages: protection ? [] : [{ kind: 'booking_received', channel: 'email', recipient: checked.email, restaurantId: restaurant.id }],
            // Two requests with one key: the second's write breaks this record's primary key, its
            // transaction rolls back, and it answers with the first one's stored response (below).
            idempotency: idempotencyKey ? { scope: IDEMPOTENCY_SCOPE, key: idempotencyKey, requestHash, statusCode: 201, body } : undefined,
            now,
          });
          if (protection) await holdBookingPayment(trx, { restaurantId: restaurant.id, bookingId, protection, now });
          if (channel.withinBooking) await channel.withinBooking(trx, bookingId);
          if (input.sms) {
            // The "actualités" box: the diner becomes a subscriber of this restaurant, its proof
            // written with the booking (both or neither).
            await subscribeFromBooking(trx, ctx.db.kind, restaurant, {
              bookingId,
              email: checked.email,
              phoneE164: checked.phoneE164,
              language,
              now,
            });
          }
          // What the released holds gave back and this booking left goes to the waiting list.
          if (freed && freed.services.length > 0) await offerReleasedTables(trx, freed, now);
          return { statusCode: 201, body };
        });
      } catch (error) {
        // Two requests with one key racing: the loser either broke the key's primary key or was
        // refused the slot the winner took; either way it reads the winner's answer.
        if (idempotencyKey) {
          const stored = await findStoredResponse(db, IDEMPOTENCY_SCOPE, idempotencyKey);
          if (stored) return replay(stored, requestHash);
        }
        throw error;
      }
    },
  };
}

function replay(stored: { requestHash: string; statusCode: number; body: unknown }, requestHash: string): CreateResult {
  if (stored.requestHash !== requestHash) throw unprocessable(said('idempotencyMismatch'), 'idempotency_mismatch');
  return { statusCode: stored.statusCode as CreateResult['statusCode'], body: stored.body as CreateResult['body'] };
}
