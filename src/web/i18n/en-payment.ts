import type { DinerCatalogue } from './diner-language';

// English words of a card guarantee or a deposit (see fr-payment.ts).

export const enProtection: DinerCatalogue['wizard']['protection'] = {
  guaranteeHeading: 'Card guarantee',
  depositHeading: 'Deposit',
  guaranteeAmount: (amount: string) => `Amount charged if you do not come: ${amount}`,
  depositAmount: (amount: string) => `Amount to pay now: ${amount}`,
  freeUntil: (when: string) => `Free cancellation until ${when}`,
  freeOver: 'The free cancellation period has already passed for this booking.',
  dateAtTime: (date: string, time: string) => `${date} at ${time}`,
  acceptGuarantee: 'I accept these guarantee terms and the amount shown.',
  acceptDeposit: 'I accept these terms and the payment of the deposit shown.',
  loading: 'Loading the guarantee terms…',
  loadError: 'The restaurant’s guarantee terms could not be loaded.',
  changed: 'The restaurant’s terms have changed: read them again, then tick the box to book.',
  nextGuarantee: 'You will enter your card on the secure payment page at the next step: nothing is charged today.',
  nextDeposit: (amount: string) => `You will pay the ${amount} deposit now, on the secure payment page.`,
  redirecting: 'Taking you to the secure payment page…',
  redirectErrorTitle: 'The payment page did not open',
  redirectUnreachable: 'The server cannot be reached. Check your connection and try again.',
  retry: 'Try again',
};

export const enBookingPayment: DinerCatalogue['bookingPayment'] = {
  loading: 'Checking your payment…',
  when: (date: string, hour: string, persons: string) => `${date} at ${hour}, ${persons}`,
  confirmedTitle: 'Booking confirmed',
  confirmedCard: (card: string) => `Your card ${card} is saved as a guarantee: nothing has been charged.`,
  confirmedCardless: 'Your card is saved as a guarantee: nothing has been charged.',
  confirmedDeposit: (amount: string) => `Your deposit of ${amount} has been paid.`,
  seeBooking: 'View my booking',
  openTitle: 'The payment is not finished',
  openGuarantee: 'Your card has not been saved yet.',
  openDeposit: 'The deposit has not been paid yet.',
  heldUntil: (time: string) => `Your table is held for you until ${time}: resume the payment to confirm the booking.`,
  redirecting: 'Taking you to the secure payment page…',
  resume: 'Resume the payment',
  releasedTitle: 'The table has been released',
  releasedGuarantee: 'The time to save your card has run out: the table was given back and nothing has been charged.',
  releasedDeposit: 'The time to pay the deposit has run out: the table was given back and nothing has been charged.',
  releasedRetry: 'It is still free: you can try again.',
  releasedGone: 'It has been booked since: choose another time.',
  retry: 'Try again',
  bookAgain: 'Book another table',
  refundedTitle: 'Payment refunded',
  refundedText: (amount: string) =>
    `Your payment of ${amount} arrived after the time had run out, when the table had already been given to someone else: it has been refunded in full. Your booking is not confirmed.`,
  errorTitle: 'Oops, something went wrong',
  unreachable: 'The server cannot be reached. Check your connection and try again.',
};
