import type { Generated } from 'kysely';
import type { BookingSource, BookingStatus } from '../../domain/service-book';

// Row shapes as stored. Booleans are 0/1 integers and instants ISO-8601 UTC text (see the
// initial migration for why); repositories turn them into domain values (flags: db/flags.ts).
/** A boolean column, stored as an integer on both databases. */
export type Flag = 0 | 1;

export interface AppConfigTable {
  id: number;
  name: string;
  version: string;
  logo_image: string;
}

export interface RestaurantsTable {
  id: Generated<number>;
  guid: string;
  slug: string;
  name: string;
  logo_img: Generated<string>;
  external_form_information: Generated<string>;
  website: Generated<string>;
  phone_number: Generated<string>;
  email: Generated<string>;
  address: Generated<string>;
  time_zone: Generated<string>;
  external_form_active: Generated<Flag>;
  show_experience_stepper: Generated<Flag>;
  is_table_names_enabled: Generated<Flag>;
  is_waiting_booking_enabled: Generated<Flag>;
  confirm_booking_sms_is_active: Generated<Flag>;
  min_tableware_confirm_booking: Generated<number>;
  /** Confirmation-code SMS the restaurant pays for per day (its local day). */
  sms_daily_budget: Generated<number>;
  /** The local day the owner was told the SMS budget was reached. */
  sms_budget_alerted_on: string | null;
  show_birthday_input: Generated<Flag>;
  show_post_code: Generated<Flag>;
  is_adult: Generated<Flag>;
  seo_meta_keys: Generated<string>;
  seo_no_follow: Generated<Flag>;
  floorplan_image: Generated<string>;
  booking_notice_minutes: Generated<number>;
  booking_max_days_ahead: Generated<number>;
  diner_confirmation_required: Generated<Flag>;
  reminders_enabled: Generated<Flag>;
  /** How long a freed table offered to a waiting-list entry holds, in minutes. */
  waiting_offer_minutes: Generated<number>;
  /** Visits that make a guest "Habitué". */
  regular_visits: Generated<number>;
  /** Local time (HH:MM) the day-before reminders go out. */
  reminder_time: Generated<string>;
  /** 1: reminders also go by SMS (within the SMS budget and legal hours). */
  reminder_sms_enabled: Generated<Flag>;
  conditions_text: Generated<string>;
  /** General terms of the booking service; null: the product's default text. */
  terms_text: string | null;
  /** Bumped by every settings write that changes what the public pages show (availability cache). */
  rules_version: Generated<number>;
  restaurant_configurations: Generated<string>;
  pass_tutorial: Generated<Flag>;
  /** 1: new bookings take the stay predicted from the restaurant's history (turn_predictions). */
  turn_prediction_enabled: Generated<Flag>;
  /** Whose public holidays apply (HolidayRegion), or 'auto': read from the address's post code. */
  holiday_region: Generated<string>;
  /** 1: the owner turned "Réserver avec Google" on: a merchant of the booking server and the feeds. */
  google_reserve_enabled: Generated<Flag>;
  created_at: string;
}

export interface ServicesTable {
  id: Generated<number>;
  restaurant_id: number;
  kind: 'noon' | 'evening';
  /** Comma-separated ISO weekdays, 1 = Monday. */
  weekdays: string;
  first_seating: string;
  last_seating: string;
  interval_minutes: Generated<number>;
  /** JSON TurnTimeRule[]. */
  turn_times: Generated<string>;
  max_covers_per_slot: number | null;
  max_covers_per_service: number | null;
}

/** A labelled picture the owner lists in order: a placement legend, and (with a flag) a preference icon. */
interface LabelledPictureColumns {
  id: Generated<number>;
  guid: string;
  restaurant_id: number;
  label: string;
  image: Generated<string>;
  position: Generated<number>;
}

export type PlacementLegendsTable = LabelledPictureColumns;

export interface DiningTablesTable {
  id: Generated<number>;
  guid: string;
  restaurant_id: number;
  name: string;
  min_covers: Generated<number>;
  max_covers: number;
  image: Generated<string>;
  active: Generated<Flag>;
  combinable: Generated<Flag>;
  shape: Generated<string>;
  pos_x: Generated<number>;
  pos_y: Generated<number>;
  width: Generated<number>;
  height: Generated<number>;
  rotation: Generated<number>;
  position: Generated<number>;
  /** The room (floor plan) the table stands in; null when placed on no plan. */
  floor_plan_id: number | null;
  /** Set when removed from the plans while past bookings still point to it (then also inactive). */
  archived_at: string | null;
  /** 1 when diners may book it online (the owner's choice; new tables start at 0). Staff may use any active table. */
  online_bookable: Generated<Flag>;
}

export interface FloorPlansTable {
  id: Generated<number>;
  guid: string;
  restaurant_id: number;
  name: string;
  width: number;
  height: number;
  /** JSON PlanFixture[]: walls, bar, decor and labels (tables are dining_tables rows). */
  elements: Generated<string>;
  position: Generated<number>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface TableLegendsTable {
  table_id: number;
  legend_id: number;
}

export interface PreferenceIconsTable extends LabelledPictureColumns {
  active: Generated<Flag>;
}

export interface ClosedDatesTable {
  id: Generated<number>;
  restaurant_id: number;
  date: string;
  service: 'all' | 'noon' | 'evening';
  reason: Generated<string>;
}

export interface EventsTable {
  id: Generated<number>;
  guid: string;
  restaurant_id: number;
  name: string;
  date: string;
  description: Generated<string>;
}

export interface QuestionsTable {
  id: Generated<number>;
  restaurant_id: number;
  question_text: string;
  required: Generated<Flag>;
  active: Generated<Flag>;
  position: Generated<number>;
}

export type { BookingSource, BookingStatus };

export interface BookingsTable {
  id: Generated<number>;
  guid: string;
  short_id: string;
  reference: string;
  restaurant_id: number;
  date: string;
  hour: string;
  service: 'noon' | 'evening';
  covers: number;
  turn_minutes: number;
  status: BookingStatus;
  source: Generated<BookingSource>;
  name: string;
  email: Generated<string>;
  phone_number: Generated<string>;
  information: Generated<string>;
  sms_consent: Generated<Flag>;
  birthday: string | null;
  post_code: string | null;
  locale: Generated<string>;
  navigator_language: Generated<string>;
  /** The diner's language (fr, en, es, de, it): every message about the booking speaks it. */
  language: Generated<string>;
  query: Generated<string>;
  preferred_table_guid: string | null;
  preferred_placement: Generated<string>;
  waiter_name: Generated<string>;
  delay_comment: Generated<string>;
  staff_note: Generated<string>;
  /** The guest profile this booking was matched to (null until matched; see guests). */
  guest_id: number | null;
  /** What the diner stated in the wizard: JSON list of allergen and diet codes, and a free text. */
  dietary: Generated<string>;
  dietary_note: Generated<string>;
  /** When the day-before reminder was queued; null: never reminded. */
  reminder_sent_at: Generated<string | null>;
  /** When the diner answered the reminder with "Je confirme"; null: no answer. */
  attendance_confirmed_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface BookingTablesTable {
  booking_id: number;
  table_id: number;
}

export interface BookingIconsTable {
  booking_id: number;
  icon_id: number;
}

export interface BookingAnswersTable {
  booking_id: number;
  question_id: number;
  question_text: string;
  answer: string;
}

export interface BookingHistoryTable {
  id: Generated<number>;
  booking_id: number;
  at: string;
  /** 'diner', 'system' or 'staff:<id>'. */
  actor: string;
  action: string;
  from_status: string | null;
  to_status: string | null;
  details: Generated<string>;
}

export interface ConfirmationCodesTable {
  id: Generated<number>;
  phone_number: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  checks: Generated<number>;
  verified_at: string | null;
  consumed_at: string | null;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  guid: string;
  restaurant_id: number;
  email: Generated<string>;
  phone_number: Generated<string>;
  /** 'pending' (e-mail not yet confirmed), 'active', 'unsubscribed'. */
  status: string;
  confirm_token: string | null;
  consent_text: string;
  consent_channels: string;
  consent_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
  /** The SMS opt-in: a link texted to the phone; no marketing SMS until it is followed. */
  phone_confirm_token: string | null;
  phone_confirmed_at: string | null;
  /** How the phone was confirmed ('sms_link'), kept as the proof with its date. */
  phone_confirmed_via: string | null;
  /** The language the diner signed up in (fr, en, es, de, it). */
  language: Generated<string>;
  /** The booking whose "actualités" box the diner ticked; null for a sign-up on the communications page. */
  source_booking_id: number | null;
}

/** A solved bot-check proof already used, kept until its challenge expires. */
export interface BotCheckProofsTable {
  proof_hash: string;
  expires_at: string;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  restaurant_id: number | null;
  booking_id: number | null;
  kind: string;
  channel: 'email' | 'sms' | 'google';
  recipient: string;
  payload: string;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** Unique when set: a scheduled message (reminder, mailing) is enqueued at most once. */
  dedupe_key: string | null;
  /** The worker lane that delivers it (see modules/outbox/delivery-lanes.ts). */
  lane: Generated<string>;
  /** Order within the lane, lower first. */
  priority: Generated<number>;
}

export interface MarketingMessagesTable {
  id: Generated<number>;
  restaurant_id: number;
  subject: string;
  body_text: string;
  /** Restaurant-supplied HTML, sanitised again when rendered. */
  body_html: Generated<string>;
  sms_text: Generated<string>;
  created_at: string;
}

export type StaffRole = 'owner' | 'manager' | 'staff';

export interface ServerKeysTable {
  name: string;
  value: string;
  created_at: string;
}

export interface OwnersTable {
  id: Generated<number>;
  guid: string;
  /** Lower-case. */
  email: string;
  name: Generated<string>;
  /** `scrypt$N$r$p$salt$hash`. */
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** Set by the confirmation link; the owner's restaurants take online bookings from then on. */
  email_confirmed_at: string | null;
}

/** A single-use link sent to an owner (address confirmation, password reset), kept as its hash. */
interface OwnerTokenColumns {
  id: Generated<number>;
  owner_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type OwnerEmailConfirmationsTable = OwnerTokenColumns;

/** One failed attempt: a device's wrong staff code or an owner's wrong password. */
export interface AuthFailuresTable {
  id: Generated<number>;
  /** 'device:<id>' or 'owner:<sha256 of the lower-case e-mail>'. */
  subject: string;
  failed_at: string;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  /** The token's `jti`. */
  jti: string;
  staff_member_id: number;
  device_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface StaffStreamTicketsTable {
  id: Generated<number>;
  ticket_hash: string;
  session_id: number;
  restaurant_id: number;
  expires_at: string;
  used_at: string | null;
}

export interface RestaurantOwnersTable {
  owner_id: number;
  restaurant_id: number;
  created_at: string;
}

export type OwnerPasswordResetsTable = OwnerTokenColumns;

export interface StaffMembersTable {
  id: Generated<number>;
  guid: string;
  restaurant_id: number;
  name: string;
  role: StaffRole;
  /** HMAC of restaurant id + code; NULL once the member is removed. */
  code_hmac: string | null;
  active: Generated<Flag>;
  /** The owner lets this member read allergies and diets (owners and managers always do). */
  sees_health: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface DevicesTable {
  id: Generated<number>;
  guid: string;
  restaurant_id: number;
  secret_hash: string;
  label: Generated<string>;
  enrolled_by: number | null;
  created_at: string;
  last_login_at: string | null;
  failed_attempts: Generated<number>;
  not_before: string | null;
  disabled_at: string | null;
  revoked_at: string | null;
}

/** A restaurant's thank-you e-mail after the meal (no row: off). */
export interface ThankYouSettingsTable {
  restaurant_id: number;
  enabled: Flag;
  /** 'google' (the review page's link) or 'feedback' (the private form). */
  mode: string;
  google_review_url: string;
  updated_at: string;
}

/** One per booking: the thank-you queued once, or blocked by the staff; the diner's answer. */
export interface ThankYouTable {
  id: Generated<number>;
  restaurant_id: number;
  booking_id: number;
  token: string;
  /** 'queued' or 'blocked'. */
  state: string;
  created_at: string;
  stars: number | null;
  comment: string | null;
  answered_at: string | null;
}

/** A diner (by e-mail, lower case) who wants no more thank-you e-mails from a restaurant. */
export interface ThankYouOptOutsTable {
  id: Generated<number>;
  restaurant_id: number;
  email: string;
  created_at: string;
}

export interface Database {
  app_config: AppConfigTable;
  restaurants: RestaurantsTable;
  services: ServicesTable;
  placement_legends: PlacementLegendsTable;
  dining_tables: DiningTablesTable;
  floor_plans: FloorPlansTable;
  table_legends: TableLegendsTable;
  preference_icons: PreferenceIconsTable;
  closed_dates: ClosedDatesTable;
  events: EventsTable;
  questions: QuestionsTable;
  bookings: BookingsTable;
  booking_tables: BookingTablesTable;
  booking_icons: BookingIconsTable;
  booking_answers: BookingAnswersTable;
  booking_history: BookingHistoryTable;
  confirmation_codes: ConfirmationCodesTable;
  subscriptions: SubscriptionsTable;
  bot_check_proofs: BotCheckProofsTable;
  idempotency_keys: IdempotencyKeysTable;
  outbox: OutboxTable;
  marketing_messages: MarketingMessagesTable;
  server_keys: ServerKeysTable;
  owners: OwnersTable;
  restaurant_owners: RestaurantOwnersTable;
  owner_password_resets: OwnerPasswordResetsTable;
  staff_members: StaffMembersTable;
  devices: DevicesTable;
  auth_failures: AuthFailuresTable;
  staff_sessions: StaffSessionsTable;
  staff_stream_tickets: StaffStreamTicketsTable;
  owner_email_confirmations: OwnerEmailConfirmationsTable;
  guests: GuestsTable;
  mailings: MailingsTable;
  maintenance_runs: MaintenanceRunsTable;
  health_probes: HealthProbesTable;
  uploads: UploadsTable;
  upload_owners: UploadOwnersTable;
  upload_legacy_paths: UploadLegacyPathsTable;
  availability_day_versions: AvailabilityDayVersionsTable;
  waiting_offers: WaitingOffersTable;
  payment_accounts: PaymentAccountsTable;
  booking_payments: BookingPaymentsTable;
  payment_actions: PaymentActionsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  no_show_policies: NoShowPoliciesTable;
  turn_predictions: TurnPredictionsTable;
  guest_risk_rules: GuestRiskRulesTable;
  thank_you_settings: ThankYouSettingsTable;
  thank_yous: ThankYouTable;
  thank_you_opt_outs: ThankYouOptOutsTable;
  google_bookings: GoogleBookingsTable;
  google_availability_pushes: GoogleAvailabilityPushesTable;
}

/** A booking made through Google's booking server: Google's token and user beside our booking. */
export interface GoogleBookingsTable {
  id: Generated<number>;
  restaurant_id: number;
  booking_id: number;
  idempotency_token: string;
  user_id: Generated<string>;
  marketing_opt_in: Generated<Flag>;
  /** The status Google last knew of, in Google's words (CONFIRMED, CANCELED…). */
  reported_status: string;
  report_attempts: Generated<number>;
  /** When the next report may be tried (null: now). */
  report_after: string | null;
  created_at: string;
  updated_at: string;
}

/** The availability versions of a day Google last received through availability.replace. */
export interface GoogleAvailabilityPushesTable {
  restaurant_id: number;
  date: string;
  rules_version: number;
  day_version: number;
  pushed_at: string;
}

/** A restaurant's predicted stays, recomputed at night and when the owner opens the setting. */
export interface TurnPredictionsTable {
  restaurant_id: number;
  computed_at: string;
  /** The restaurant's date of the computation. */
  computed_on: string;
  /** JSON TurnPredictionGroup[]. */
  groups: Generated<string>;
}

/** Bumped by every change to one day's bookings (availability cache); never deleted. */
export interface AvailabilityDayVersionsTable {
  restaurant_id: number;
  date: string;
  version: number;
}

/** One row per running process: its readiness check proves the database takes a write. */
export interface HealthProbesTable {
  instance: string;
  checked_at: string;
}

export interface GuestsTable {
  id: Generated<number>;
  guid: string;
  restaurant_id: number;
  name: Generated<string>;
  /** Lower-case; '' when unknown. */
  email: Generated<string>;
  /** E.164; '' when unknown. */
  phone_number: Generated<string>;
  birthday: string | null;
  post_code: string | null;
  notes: Generated<string>;
  /** JSON string[]. */
  tags: Generated<string>;
  /** JSON list of allergen and diet codes (domain/guest-profile.ts): health data. */
  dietary: Generated<string>;
  dietary_note: Generated<string>;
  vip: Generated<Flag>;
  table_preference: Generated<string>;
  room_preference: Generated<string>;
  /** Date of the guest's latest booking: the three-year purge measures from it. */
  last_activity_date: string | null;
  created_at: string;
  updated_at: string;
}

export type MailingStatus = 'draft' | 'scheduled' | 'queued' | 'cancelled';

export interface MailingsTable {
  id: Generated<number>;
  guid: string;
  restaurant_id: number;
  subject: string;
  body_text: string;
  sms_text: Generated<string>;
  image_url: Generated<string>;
  /** Comma-separated 'email', 'sms'. */
  channels: string;
  status: MailingStatus;
  /** When it goes out (ISO UTC); SMS wait further for the commercial sending window. */
  send_at: string;
  marketing_message_id: number | null;
  recipients_email: Generated<number>;
  recipients_sms: Generated<number>;
  created_by: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface MaintenanceRunsTable {
  job: string;
  last_run_on: string;
}

/** An uploaded picture, stored once per content: `hash` is the sha256 (hex) of `bytes`. */
export interface UploadsTable {
  hash: string;
  /** As sniffed from the bytes: image/png, image/jpeg, image/gif or image/webp. */
  content_type: string;
  /** png, jpg, gif or webp: the one extension its address may carry. */
  extension: string;
  size: number;
  created_at: string;
  /** SQLite BLOB, PostgreSQL bytea: a Buffer both ways. */
  bytes: Buffer;
}

/** A restaurant that uploaded the picture, and so may reference it. */
export interface UploadOwnersTable {
  hash: string;
  restaurant_id: number;
  created_at: string;
}

/** The address a picture had as a file (`/uploads/<restaurant guid>/<name>`), still served. */
export interface UploadLegacyPathsTable {
  path: string;
  hash: string;
  imported_at: string;
}

export type WaitingOfferStatus = 'offered' | 'accepted' | 'declined' | 'expired' | 'taken' | 'withdrawn';

/** A freed table offered to a waiting-list entry (a `waiting` booking) until it expires. */
export interface WaitingOffersTable {
  id: Generated<number>;
  /** The capability of the diner's link. */
  token: string;
  restaurant_id: number;
  booking_id: number;
  date: string;
  service: 'noon' | 'evening';
  hour: string;
  covers: number;
  status: WaitingOfferStatus;
  offered_at: string;
  expires_at: string;
  answered_at: string | null;
}

/** A restaurant's Stripe connected account and what Stripe last said it may do. */
export interface PaymentAccountsTable {
  restaurant_id: number;
  account_id: string;
  charges_enabled: Generated<Flag>;
  payouts_enabled: Generated<Flag>;
  details_submitted: Generated<Flag>;
  connected_at: string;
  checked_at: string;
}

export type BookingPaymentKind = 'guarantee' | 'deposit';
export type BookingPaymentState = 'awaiting_card' | 'awaiting_payment' | 'card_saved' | 'deposit_paid' | 'fee_charged' | 'refunded' | 'failed' | 'expired';

/** A booking's card guarantee or deposit, from the Checkout session to the last refund. */
export interface BookingPaymentsTable {
  id: Generated<number>;
  restaurant_id: number;
  booking_id: number;
  kind: BookingPaymentKind;
  state: BookingPaymentState;
  amount_cents: number;
  currency: string;
  account_id: string;
  customer_id: string | null;
  session_id: string | null;
  setup_intent_id: string | null;
  payment_intent_id: string | null;
  payment_method_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  consent_text: string | null;
  consent_version: string | null;
  consent_at: string | null;
  charged_cents: Generated<number>;
  refunded_cents: Generated<number>;
  charge_attempts: Generated<number>;
  refund_attempts: Generated<number>;
  failure_code: string | null;
  failure_reason: string | null;
  /** The table is held this many minutes while the diner is on the provider's page. */
  hold_minutes: number | null;
  /** Until when the booking's table is held for its card or deposit; null once settled. */
  hold_until: string | null;
  /** When the hold ran out and the booking was released (its table given back). */
  released_at: string | null;
  /** The last instant the diner may cancel free of charge, fixed when they accepted; null on older rows. */
  free_cancellation_until: string | null;
  /** When the diner cancelled the booking from their link. */
  guest_cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

export type PaymentActionKind = 'charge' | 'refund';
export type PaymentActionOutcome = 'pending' | 'unknown' | 'succeeded' | 'failed';

/** One money action on a booking payment: who asked, how much, and what the provider answered. */
export interface PaymentActionsTable {
  id: Generated<number>;
  booking_payment_id: number;
  action: PaymentActionKind;
  amount_cents: number;
  actor: string;
  idempotency_key: string;
  outcome: PaymentActionOutcome;
  provider_id: string | null;
  failure_code: string | null;
  failure_reason: string | null;
  created_at: string;
  claimed_at: string;
  finished_at: string | null;
}

/** A provider event already handled: its id is never handled twice. */
export interface PaymentWebhookEventsTable {
  event_id: string;
  type: string;
  account_id: string | null;
  object_id: string | null;
  received_at: string;
}

/** A no-show rule: a service's (on some weekdays), or an override of one date or one event. */
export interface NoShowPoliciesTable {
  id: Generated<number>;
  restaurant_id: number;
  scope: 'service' | 'date' | 'event';
  scope_key: string;
  service: 'all' | 'noon' | 'evening' | null;
  weekdays: Generated<string>;
  date: string | null;
  event_id: number | null;
  mode: 'none' | 'guarantee' | 'deposit';
  min_covers: number;
  amount_cents: number;
  per: 'cover' | 'booking';
  deadline_hours: number;
  hold_minutes: number;
  diner_text: string | null;
  updated_at: string;
  /** When the rule last began asking a guarantee or a deposit (ISO instant); null while it asks nothing. */
  active_since: string | null;
}

/** A restaurant's rule on guests who often do not come (none: off); see docs/guest-risk.md. */
export interface GuestRiskRulesTable {
  restaurant_id: number;
  /** No-shows in the last twelve months from which the rule acts; null: off. */
  threshold: number | null;
  action: 'flag' | 'guarantee' | 'refuse';
  /** The card guarantee asked, per cover, when the action is `guarantee`. */
  guarantee_cents: number;
  updated_at: string;
}
