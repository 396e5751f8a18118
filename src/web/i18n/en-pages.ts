import { EN_DINER_MESSAGES } from '../../domain/diner-messages/en';
import { plural } from '../../domain/plurals';
import type { DinerCatalogue } from './diner-language';
import { enBookingPayment } from './en-payment';

// English catalogue of the diner's pages but the booking wizard's words (en-wizard.ts), typed against the French one (fr.ts).

export const enPages: Omit<DinerCatalogue, 'wizard'> = {
  common: {
    loading: 'Loading…',
    close: 'Close',
    back: 'Back',
    next: 'Next',
    ok: 'Got it',
    errorTitle: 'Oops',
    genericError: 'Something went wrong. Please try again.',
    networkError: 'The server cannot be reached. Check your connection and try again.',
    retry: 'Try again',
    required: 'Required',
    persons: (n: number) => plural('en', n, { one: '# person', other: '# people' }),
  },

  landing: {
    title: 'Couvert',
    tagline: 'Table booking, simply.',
    pitch: 'Couvert lets your guests book a table online in two minutes, from your website or their phone, and lets your team follow the service in real time.',
    points: ['Online booking 24/7, on your website or through a link', 'Waiting list and SMS confirmation', 'Your tables, services and closing days, your way'],
    demo: 'Try the demo booking',
  },

  terms: {
    title: 'Terms and conditions',
    loading: 'Loading the terms and conditions...',
    errorTitle: 'Oops, something went wrong',
    errorText: 'This restaurant cannot be found. Please check the link.',
    book: 'Book a table',
    /** The product's default terms, in this language (a restaurant's own text is shown as written). */
    defaultText: `Purpose
These general terms govern booking a table at the restaurant through this online booking service. By confirming your booking, you accept them.

Booking
Your booking is recorded for the date, time and number of people stated. Depending on the restaurant, it may need to be confirmed with a code received by text message or with a link received by e-mail. A waiting-list request is not a booking: no table is held for you until the restaurant has confirmed it.

Arrival and delay
Your table is held for 15 minutes after the chosen time. After that, the restaurant may give it to other guests. If you are running late, let the restaurant know from your booking page or by phone.

Changes and cancellation
You can cancel your booking from the link received by e-mail or text message. For any change, contact the restaurant directly. Please cancel as early as possible if you cannot come: the table can then go to other guests.

Personal data
Your contact details are passed to the restaurant only to manage your booking and, if you agreed to it, to send you its news. You may at any time ask the restaurant to show, correct or delete them.

Liability
The restaurant alone is responsible for welcoming and serving you. The online booking service only records and forwards your request.`,
    ownTextNote: "These terms are the restaurant's own, as it wrote them, in French.",
  },
  myBooking: {
    documentTitle: (product: string, restaurant: string) => `${product}: ${restaurant}`,
    loading: 'Loading your booking...',
    errorTitle: 'Oops, something went wrong',
    errorText: 'Your booking cannot be found. Please check the link or contact the restaurant.',
    confirmedTitle: 'Booking confirmed',
    pendingTitle: 'Booking to confirm',
    pendingText: 'The restaurant asks you to confirm your booking.',
    confirmButton: 'Confirm my booking',
    waitingTitle: 'Waiting-list request',
    waitingText:
      'The service is full: the restaurant will tell you if a table becomes free. This request is not a booking: no table is being kept for you yet.',
    waitingHour: 'Preferred time',
    waitingReference: 'Waiting-list number',
    waitingCancel: 'Cancel my request',
    waitingCancelPromptTitle: 'Cancel my request',
    waitingCancelPromptText: 'Are you sure you want to leave the waiting list?',
    logoAlt: (restaurant: string) => `${restaurant} logo`,
    waiter: (name: string) => `Your waiter: ${name}`,
    summaryLabel: 'Your booking',
    date: 'Date',
    hour: 'Time',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    covers: 'Number of people',
    reference: 'Booking number',
    conditionsTitle: 'Conditions',
    cancel: 'Cancel the booking',
    call: 'Call the restaurant',
    warnDelay: 'Say you will be late',
    delayOnTheDay: 'On the day of your booking, you can tell the restaurant from this page that you will be late.',
    cancelPromptTitle: 'Cancel the booking',
    cancelPromptText: 'Are you sure you want to cancel your booking?',
    cancelPromptNo: 'No, keep it',
    cancelPromptYes: 'Yes, cancel',
    cancelling: 'Cancelling…',
    cancelError: 'Something went wrong while cancelling',
    delayHeading: 'Say you will be late',
    delayIntro: 'Choose the time you expect to arrive: the restaurant will be told and your table moved.',
    delayComment: 'Comment (optional)',
    delayCommentHint: 'A word for the restaurant, for example why you are late.',
    newSlot: 'New time',
    newSlotPlaceholder: 'Select a time',
    slotsLoading: 'Loading times…',
    noSlot: 'No time is available',
    slotFull: (hour: string) => `${hour} (full)`,
    lunch: 'For lunch',
    dinner: 'For dinner',
    notify: 'Tell the restaurant',
    notifying: 'Sending…',
    chooseSlot: 'Please select a new time',
    back: 'Back',
    delayError: 'Something went wrong while changing the time',
    successTitle: 'Noted',
    confirming: 'Confirming your booking...',
    confirmPageError: 'Your booking could not be confirmed.',
    seeBooking: 'See my booking',
    backToRestaurant: 'Back to the restaurant',
    protection: {
      guaranteeTitle: 'Secured with your bank card',
      depositTitle: 'Deposit',
      accepted: 'Terms you accepted when booking:',
      freeUntil: (date: string, hour: string) => `Free cancellation until ${date} at ${hour}`,
      freeOver: (date: string, hour: string) => `Free cancellation was possible until ${date} at ${hour}.`,
      card: (brand: string, last4: string) => `${brand} card •••• ${last4}`,
      depositPaid: (amount: string) => `Deposit of ${amount} paid`,
      awaitingCard: 'Your card has not been saved yet.',
      awaitingPayment: 'Your deposit has not been paid yet.',
      promptFree: 'Cancelling is free of charge.',
      promptRefund: (amount: string) => `Cancelling is free of charge: your deposit of ${amount} will be refunded.`,
      promptFeesGuarantee: (amount: string, date: string, hour: string) =>
        `Fees may apply: free cancellation was only possible until ${date} at ${hour}; the restaurant may charge up to ${amount} to your card.`,
      promptFeesDeposit: (amount: string, date: string, hour: string) =>
        `Fees may apply: free cancellation was only possible until ${date} at ${hour}; the restaurant keeps your deposit of ${amount}.`,
      refunding: (amount: string) => `Your deposit of ${amount} is being refunded: it will reach your account within a few days.`,
      refunded: (amount: string) => `Your deposit of ${amount} has been refunded.`,
    },
    ended: {
      cancelledTitle: 'Booking cancelled',
      visitedTitle: 'Thank you for your visit!',
      visitedText: (restaurant: string) => `The whole ${restaurant} team hopes to see you again soon.`,
      pastTitle: 'Past booking',
      when: (longDate: string, hour: string, persons: string) => `${longDate} at ${hour}, for ${persons}`,
      bookAgain: 'Book again',
    },
    attendance: {
      heading: 'Are you still coming?',
      text: (date: string, hour: string) =>
        `The restaurant expects you on ${date} at ${hour}. Let it know whether you are coming: it can offer your table to other guests if you no longer are.`,
      /** Shown when the reminder's "Je confirme" link opened the page: the button below still has to be pressed. */
      secondTap:
        'One last step: press “I confirm” below. Your visit is confirmed only then: this second tap keeps a mail program that opens the link for you from confirming in your place.',
      yes: 'I confirm',
      no: 'I cancel',
      confirming: 'Confirming…',
      confirmed: 'You have confirmed you are coming: the restaurant expects you.',
      error: 'Your attendance could not be confirmed.',
      cancelled: 'This booking is cancelled: it can no longer be confirmed.',
      past: 'This booking is in the past: it can no longer be confirmed.',
    },
  },

  communications: {
    documentTitle: (product: string, restaurant: string) => `${product}: ${restaurant}`,
    loading: 'Loading the restaurant…',
    heading: "Today's news",
    intro: (restaurant: string) => `Get the daily specials and news from ${restaurant}, by e-mail or SMS.`,
    logoAlt: (restaurant: string) => `${restaurant} logo`,
    benefitsLabel: 'What you will receive',
    benefits: [
      { title: 'Daily specials', text: "Every day, the chef's suggestions before anyone else." },
      { title: 'Events', text: 'Evenings, special menus and new dishes: you are the first to know.' },
      { title: 'No commitment', text: 'Every message has a link to unsubscribe in one click.' },
    ],
    formLabel: "Sign up for today's news",
    email: 'E-mail (optional)',
    phone: 'Phone (optional)',
    phoneHint: 'To receive the news by SMS.',
    emailHint: 'You will receive an e-mail to confirm your address.',
    submit: 'Sign up to the newsletter',
    submitting: 'Signing up…',
    successTitle: 'Thank you!',
    notFound: 'This restaurant cannot be found.',
    confirmLoading: 'Confirming your sign-up…',
    confirmedTitle: 'Sign-up confirmed',
    unsubscribeLoading: 'Unsubscribing…',
    unsubscribedTitle: 'Unsubscribed',
    unsubscribedText: 'You have been unsubscribed from our mailing list. You will no longer receive news about the daily specials.',
    errorTitle: 'Something went wrong',
    unsubscribeErrorText: 'We could not process your request to unsubscribe. Please try again later or contact the restaurant directly.',
    backToRestaurant: 'Back to the restaurant',
  },

  bookingPayment: enBookingPayment,
  waitingOffer: {
    loading: 'Loading the offer...',
    openTitle: 'A table has become free!',
    openIntro: (name: string) =>
      name
        ? `Hello ${name}, a table matching your place on the waiting list has just become free.`
        : 'A table matching your place on the waiting list has just become free.',
    date: 'Date',
    hour: 'Time',
    covers: 'Guests',
    persons: (n: number) => plural('en', n, { one: '# person', other: '# people' }),
    rule: (until: string) => `The first person to accept gets the table. Offer valid until ${until}.`,
    accept: 'I accept',
    accepting: 'Booking...',
    decline: 'No thanks',
    acceptedTitle: 'Table booked',
    goneTitle: 'The table is no longer available',
    declinedTitle: 'Offer declined',
    seeBooking: 'See my booking',
    errorTitle: 'Oops, something went wrong',
    unreachable: 'The server is not answering. Check your connection and try again.',
  },

  afterMeal: {
    loading: 'Loading…',
    title: 'Your opinion matters',
    intro: (name: string, date: string) => (name ? `Hello ${name}, thank you for your visit on ${date}.` : `Thank you for your visit on ${date}.`),
    privacy: 'Only the restaurant reads your answer; it is not published.',
    starsLegend: 'Your rating',
    star: (n: number) => plural('en', n, { one: '# star out of 5', other: '# stars out of 5' }),
    comment: 'A comment (optional)',
    send: 'Send my feedback',
    sending: 'Sending…',
    thanksTitle: 'Thank you!',
    alreadyTitle: 'Feedback already recorded',
    closedTitle: 'Form unavailable',
    errorTitle: 'Something went wrong',
    unreachable: 'The server is not answering. Check your connection and try again.',
    stopTitle: 'Stop the thank-you e-mails',
    stopText: (restaurant: string) => `You will no longer receive thank-you e-mails from ${restaurant} after your meals. Your bookings do not change.`,
    stop: 'Stop these e-mails',
    stopping: 'Saving…',
    stoppedTitle: 'Noted',
  },

  messages: EN_DINER_MESSAGES,
};
