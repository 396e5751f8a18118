import { said } from '../../../domain/diner-messages/diner-text';
import { checkBirthday, checkCovers, checkDinerEmail, checkDinerName, checkPostCode, type FieldCheck } from '../../../domain/diner-fields';
import { checkDinerPhone, checkPhoneConfirmation } from '../../../domain/diner-phone';
import { unprocessable } from '../../http/envelope';
import type { RestaurantRow } from '../restaurants';

/** The diner-entered part of a draft or a booking, under one set of names. */
export interface DinerInput {
  covers: number;
  name: string;
  email: string;
  phone: string;
  phoneConfirmation?: string;
  birthday?: string | null;
  postCode?: string | null;
  /** Absent when the draft is checked before the questions page: question rules wait. */
  answers?: Array<{ id: number; answer: string }>;
  bookingIcons: string;
  placement: string;
  conditionsAccepted?: boolean;
  adultCertified?: boolean;
}

export interface RestaurantChoices {
  questions: Array<{ id: number; question_text: string; required: boolean }>;
  iconIds: number[];
  legends: Array<{ id: number; guid: string }>;
}

export interface CheckedDiner {
  phoneE164: string;
  email: string;
  name: string;
  iconIds: number[];
  placementLegendId: number | null;
  answers: Array<{ questionId: number; questionText: string; answer: string }>;
}

/**
 * Every rule on what the diner typed, in the order a person fixes them; the first failure is a
 * 422 with its message, in the diner's language. Returns the normalised values the booking stores.
 */
export function checkDiner(input: DinerInput, restaurant: RestaurantRow, choices: RestaurantChoices): CheckedDiner {
  if (!restaurant.external_form_active) throw unprocessable(said('onlineBookingOff'), 'online_booking_off');
  // The wizard runs the same rules (src/domain/diner-fields.ts, diner-phone.ts) before sending.
  accepted(checkCovers(input.covers), 'covers');
  const name = accepted(checkDinerName(input.name), 'name');
  const email = accepted(checkDinerEmail(input.email), 'email');
  const phoneE164 = accepted(checkDinerPhone(input.phone), 'phone');
  if (input.phoneConfirmation !== undefined) accepted(checkPhoneConfirmation(input.phone, input.phoneConfirmation), 'phone_confirmation');
  accepted(checkBirthday(input.birthday), 'birthday');
  accepted(checkPostCode(input.postCode), 'post_code');

  const answers: CheckedDiner['answers'] = [];
  for (const given of input.answers ?? []) {
    const question = choices.questions.find((q) => q.id === given.id);
    if (!question) throw unprocessable(said('questionUnknown'), 'question_unknown');
    // One answer per question (the stored key): if a question comes twice, the last answer counts.
    const previous = answers.findIndex((a) => a.questionId === question.id);
    if (previous >= 0) answers.splice(previous, 1);
    if (given.answer.trim()) answers.push({ questionId: question.id, questionText: question.question_text, answer: given.answer.trim() });
  }
  for (const question of input.answers ? choices.questions : []) {
    if (question.required && !answers.some((a) => a.questionId === question.id)) {
      throw unprocessable(said('questionRequired', { question: question.question_text }), 'question_required');
    }
  }

  const iconIds = input.bookingIcons
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
  if (iconIds.some((id) => !choices.iconIds.includes(id))) throw unprocessable(said('iconUnknown'), 'icon_unknown');

  let placementLegendId: number | null = null;
  if (input.placement && input.placement !== 'peu-importe') {
    const legend = choices.legends.find((l) => l.guid === input.placement);
    if (!legend) throw unprocessable(said('placementUnknown'), 'placement_unknown');
    placementLegendId = legend.id;
  }

  if (input.conditionsAccepted === false) throw unprocessable(said('conditionsRequired'), 'conditions');
  if (restaurant.is_adult && input.adultCertified === false) throw unprocessable(said('adultRequired'), 'adult');

  return { phoneE164, email, name, iconIds: [...new Set(iconIds)], placementLegendId, answers };
}

/** A field's value once its rule passes; its refusal is a 422 with the rule's message, in the diner's language. */
function accepted<T>(check: FieldCheck<T>, reason: string): T {
  if (!check.ok) throw unprocessable(said(check.reason), reason);
  return check.value;
}

/** The spec's SMS confirmation: from the restaurant's party size on, when it has it switched on. */
export function needsSmsCode(restaurant: RestaurantRow, covers: number): boolean {
  return restaurant.confirm_booking_sms_is_active && covers >= restaurant.min_tableware_confirm_booking;
}

/** Waiting-list entries one contact (e-mail or phone) may hold for one service of one day. */
export const MAX_WAITING_ENTRIES_PER_CONTACT = 2;
