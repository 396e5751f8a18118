// Names of the browser-storage keys (spec section 3). Shared by every feature of the web app so
// that the staff side and the diner side agree on them.

export const STORAGE_KEYS = {
  /** The wizard's draft, with exactly the spec's field names. */
  booking: 'booking',
  /** Signed session token of a staff member. */
  token: 'token',
  /** Answers to the restaurant's custom questions, `[{ id, answer }]` (cleared at start). */
  questions: 'questions',
  /** Whether the wizard's next button is enabled: 'true' | 'false'. */
  canContinue: 'canContinue',
  /** Weekdays the restaurant is open, ISO numbers (1 = Monday). */
  open: 'open',
  /** Staff side: the enrolled restaurant. */
  restaurantId: 'restaurantId',
  restaurantGuid: 'restaurantGuid',
  /** Staff side: the tutorial-passed marker. */
  passTutorial: 'pass_tutorial',
  /** The wizard's current page (1 to 6), so a reload lands on the same page. */
  bookingPage: 'bookingPage',
  /** The allergies and diets the diner ticked: beside the draft, whose fields are the spec's alone. */
  bookingDietary: 'bookingDietary',
  /** One Idempotency-Key per draft submission, with the body it was made for. */
  bookingIdempotency: 'bookingIdempotency',
} as const;
