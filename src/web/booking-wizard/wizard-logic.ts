// Page and step logic of the booking wizard (spec section 4), pure so it can be tested alone.
//
// Pages: 1 welcome, 2 date, 3 hour, 4 informations, 5 experience, 6 summary.
// The experience page exists only with the restaurant's experience stepper, and is skipped for a
// waiting-list draft; the summary then follows page 4 and going back from it lands on page 4.

export type Page = 1 | 2 | 3 | 4 | 5 | 6;
export type StepId = 'starting' | 'informations' | 'experience' | 'validation';

const FIRST_PAGE: Page = 1;
const LAST_PAGE: Page = 6;

export interface WizardFlags {
  /** The restaurant's show_experience_stepper. */
  experienceEnabled: boolean;
  /** The draft is a waiting-list registration. */
  isWaiting: boolean;
}

export interface WizardState {
  page: Page;
  /** The stored continue flag: whether the next button is enabled. */
  canContinue: boolean;
}

export function activeStep(page: Page): StepId {
  if (page < 4) return 'starting';
  if (page === 4) return 'informations';
  if (page === 5) return 'experience';
  return 'validation';
}

export function visibleSteps(experienceEnabled: boolean): StepId[] {
  return experienceEnabled ? ['starting', 'informations', 'experience', 'validation'] : ['starting', 'informations', 'validation'];
}

export type StepStatus = 'completed' | 'current' | 'upcoming' | 'skipped';

/**
 * `isWaiting`: a waiting-list request, which has no experience step; once its details are being
 * filled in, that step shows as skipped, never as done.
 */
export function stepStatus(step: StepId, page: Page, experienceEnabled: boolean, isWaiting = false): StepStatus {
  if (step === 'experience' && isWaiting && page >= 4) return 'skipped';
  const steps = visibleSteps(experienceEnabled);
  const current = activeStep(page);
  // On page 5 without the stepper (never shown), count it as informations.
  const currentIndex = Math.max(steps.indexOf(current), current === 'experience' ? steps.indexOf('informations') : 0);
  const index = steps.indexOf(step);
  if (index < currentIndex) return 'completed';
  if (index === currentIndex) return 'current';
  return 'upcoming';
}

/** Whether the experience page is shown for this draft. */
export function experienceShown(flags: WizardFlags): boolean {
  return flags.experienceEnabled && !flags.isWaiting;
}

export function nextPage(page: Page, flags: WizardFlags): Page {
  if (page >= LAST_PAGE) return LAST_PAGE;
  if (page === 4 && !experienceShown(flags)) return 6;
  return (page + 1) as Page;
}

export function previousPage(page: Page, flags: WizardFlags): Page {
  if (page <= FIRST_PAGE) return FIRST_PAGE;
  if (page === 6 && !experienceShown(flags)) return 4;
  return (page - 1) as Page;
}

/** The continue flag on arriving at a page by moving forward (spec section 4). */
function canContinueOnArrival(page: Page): boolean {
  // Welcome: true. Date, hour, informations, experience and summary wait for the diner.
  return page === 1;
}

export type WizardAction =
  | { type: 'next'; flags: WizardFlags }
  | { type: 'back'; flags: WizardFlags }
  | { type: 'goto'; page: Page; canContinue?: boolean }
  | { type: 'setCanContinue'; value: boolean }
  | { type: 'reset' };

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'next': {
      const page = nextPage(state.page, action.flags);
      if (page === state.page) return state;
      return { page, canContinue: canContinueOnArrival(page) };
    }
    case 'back': {
      const page = previousPage(state.page, action.flags);
      if (page === state.page) return { ...state, canContinue: true };
      // Going back sets the flag true: the earlier page was complete when the diner left it.
      return { page, canContinue: true };
    }
    case 'goto':
      return { page: action.page, canContinue: action.canContinue ?? canContinueOnArrival(action.page) };
    case 'setCanContinue':
      return state.canContinue === action.value ? state : { ...state, canContinue: action.value };
    case 'reset':
      return { page: FIRST_PAGE, canContinue: true };
  }
}

export interface DraftProgress {
  date: string;
  hour: string;
  name: string;
  email: string;
  phone: string;
}

/**
 * The page a stored wizard may resume on: a page whose earlier choices are missing (a cleared
 * date, an edited storage) falls back to the first page still to fill in.
 */
export function resumablePage(page: unknown, draft: DraftProgress, flags: WizardFlags): Page {
  const n = typeof page === 'number' ? page : Number(page);
  let p: Page = Number.isInteger(n) && n >= 1 && n <= 6 ? (n as Page) : FIRST_PAGE;
  if (p === 5 && !experienceShown(flags)) p = 4;
  if (p >= 3 && !draft.date) return 2;
  if (p >= 4 && !draft.hour) return 3;
  if (p >= 5 && (!draft.name.trim() || !draft.email.trim() || !draft.phone.trim())) return 4;
  return p;
}

/** Label of the primary button on a page: on the last one, what it does (book, or join the waiting list). */
export function primaryAction(page: Page, isWaiting = false): 'start' | 'next' | 'book' | 'join-waiting' {
  if (page === 1) return 'start';
  if (page === 6) return isWaiting ? 'join-waiting' : 'book';
  return 'next';
}

/** Whether the confirmation-code screen applies (spec section 9). */
export function smsCodeRequired(config: { confirm_booking_sms_is_active: boolean; min_tableware_confirm_booking: number }, covers: number): boolean {
  return config.confirm_booking_sms_is_active && covers >= config.min_tableware_confirm_booking;
}

/** Whether the diner has chosen or typed anything a reset would lose. */
export function draftHasInput(draft: DraftProgress & { informations?: string }): boolean {
  return [draft.date, draft.hour, draft.name, draft.email, draft.phone, draft.informations ?? ''].some((v) => v.trim() !== '');
}
