// Stripe's documented test cards (docs.stripe.com/testing) and their PaymentMethod tokens, with
// what each does when saved (a SetupIntent) and when charged, on-session or off-session.

export type CardFailure =
  | { code: 'card_declined'; declineCode: string; message: string }
  | { code: 'authentication_required'; declineCode: 'authentication_required'; message: string };

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard' | 'amex';
  /** Refused when saved or paid in Checkout (the card never attaches). */
  declinesAtSetup?: CardFailure;
  /** The bank asks the holder to authenticate whenever the holder is present (3D Secure). */
  authenticatesOnSession?: boolean;
  /** What a charge does once the card is saved; absent: it succeeds. */
  chargeFailure?: CardFailure;
  /** What a charge off-session does, when it differs from an on-session one. */
  offSessionFailure?: CardFailure;
}

const DECLINED = 'Your card was declined.';
const generic: CardFailure = { code: 'card_declined', declineCode: 'generic_decline', message: DECLINED };
const insufficientFunds: CardFailure = { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' };
const authentication: CardFailure = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

const CARDS: TestCard[] = [
  { number: '4242424242424242', brand: 'visa' },
  { number: '5555555555554444', brand: 'mastercard' },
  { number: '4000000000000002', brand: 'visa', declinesAtSetup: generic, chargeFailure: generic },
  { number: '4000000000009995', brand: 'visa', chargeFailure: insufficientFunds },
  { number: '4000002500003155', brand: 'visa', authenticatesOnSession: true, offSessionFailure: authentication },
  { number: '4000002760003184', brand: 'visa', authenticatesOnSession: true, offSessionFailure: authentication },
  { number: '4000000000000341', brand: 'visa', chargeFailure: generic },
];

/** The PaymentMethod tokens test requests may pass instead of a saved card's id. */
const TOKENS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_chargeCustomerFail: '4000000000000341',
};

export const testCardByNumber = (number: string): TestCard | undefined => CARDS.find((card) => card.number === number.replace(/[\s-]/g, ''));

export const testCardByToken = (token: string): TestCard | undefined => {
  const number = TOKENS[token];
  return number ? testCardByNumber(number) : undefined;
};

/** What charging this card does: nothing (success) or the failure Stripe reports. */
export function chargeOutcome(card: TestCard, offSession: boolean): CardFailure | undefined {
  return (offSession ? card.offSessionFailure : undefined) ?? card.chargeFailure;
}
