import { DE_DINER_MESSAGES } from '../../domain/diner-messages/de';
import { plural } from '../../domain/plurals';
import type { DinerCatalogue } from './diner-language';
import { deBookingPayment } from './de-payment';

// German catalogue of the diner's pages but the booking wizard's words (de-wizard.ts), typed against the French one (fr.ts).

export const dePages: Omit<DinerCatalogue, 'wizard'> = {
  common: {
    loading: 'Wird geladen…',
    close: 'Schließen',
    back: 'Zurück',
    next: 'Weiter',
    ok: 'Verstanden',
    errorTitle: 'Hoppla',
    genericError: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    networkError: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    required: 'Pflichtfeld',
    persons: (n: number) => plural('de', n, { one: '# Person', other: '# Personen' }),
  },

  landing: {
    title: 'Couvert',
    tagline: 'Tischreservierung, ganz einfach.',
    pitch:
      'Mit Couvert reservieren Ihre Gäste in zwei Minuten online einen Tisch, auf Ihrer Website oder per Telefon, und Ihr Team verfolgt den Service in Echtzeit.',
    points: [
      'Online-Reservierung rund um die Uhr, auf Ihrer Website oder per Link',
      'Warteliste und Bestätigung per SMS',
      'Ihre Tische, Services und Ruhetage, ganz nach Ihnen',
    ],
    demo: 'Die Demo-Reservierung ausprobieren',
  },

  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    loading: 'Allgemeine Geschäftsbedingungen werden geladen...',
    errorTitle: 'Hoppla, ein Fehler ist aufgetreten',
    errorText: 'Dieses Restaurant wurde nicht gefunden. Bitte prüfen Sie den Link.',
    book: 'Einen Tisch reservieren',
    /** The product's default terms, in this language (a restaurant's own text is shown as written). */
    defaultText: `Gegenstand
Diese Allgemeinen Geschäftsbedingungen regeln die Reservierung eines Tisches im Restaurant über diesen Online-Reservierungsdienst. Mit der Bestätigung Ihrer Reservierung akzeptieren Sie sie.

Reservierung
Ihre Reservierung gilt für das angegebene Datum, die Uhrzeit und die Personenzahl. Je nach Restaurant muss sie mit einem per SMS erhaltenen Code oder über einen per E-Mail erhaltenen Link bestätigt werden. Ein Eintrag auf der Warteliste ist keine Reservierung: Es wird Ihnen kein Tisch zugewiesen, solange das Restaurant ihn nicht bestätigt hat.

Ankunft und Verspätung
Ihr Tisch wird 15 Minuten nach der gewählten Uhrzeit für Sie freigehalten. Danach kann das Restaurant anderweitig darüber verfügen. Wenn Sie sich verspäten, informieren Sie das Restaurant über die Seite Ihrer Reservierung oder telefonisch.

Änderung und Stornierung
Sie können Ihre Reservierung über den per E-Mail oder SMS erhaltenen Link stornieren. Für jede Änderung wenden Sie sich bitte direkt an das Restaurant. Bitte stornieren Sie so früh wie möglich, wenn Sie nicht kommen können: Der Tisch kann dann anderen Gästen zugutekommen.

Personenbezogene Daten
Ihre Kontaktdaten werden dem Restaurant ausschließlich zur Verwaltung Ihrer Reservierung übermittelt und, wenn Sie zugestimmt haben, um Ihnen seine Neuigkeiten zu senden. Sie können jederzeit beim Restaurant Auskunft, Berichtigung oder Löschung verlangen.

Haftung
Für Empfang und Service ist allein das Restaurant verantwortlich. Der Online-Reservierungsdienst erfasst Ihre Anfrage nur und leitet sie weiter.`,
    ownTextNote: 'Diese Bedingungen hat das Restaurant selbst verfasst, auf Französisch.',
  },
  myBooking: {
    documentTitle: (product: string, restaurant: string) => `${product}: ${restaurant}`,
    loading: 'Ihre Reservierung wird geladen...',
    errorTitle: 'Hoppla, ein Fehler ist aufgetreten',
    errorText: 'Ihre Reservierung wurde nicht gefunden. Bitte prüfen Sie den Link oder wenden Sie sich an das Restaurant.',
    confirmedTitle: 'Reservierung bestätigt',
    pendingTitle: 'Reservierung zu bestätigen',
    pendingText: 'Das Restaurant bittet Sie, Ihre Reservierung zu bestätigen.',
    confirmButton: 'Meine Reservierung bestätigen',
    waitingTitle: 'Eintrag in die Warteliste',
    waitingText:
      'Der Service ist ausgebucht: Das Restaurant benachrichtigt Sie, wenn ein Tisch frei wird. Dieser Eintrag ist keine Reservierung: Für Sie wird noch kein Tisch freigehalten.',
    waitingHour: 'Gewünschte Uhrzeit',
    waitingReference: 'Wartelistennummer',
    waitingCancel: 'Meinen Eintrag stornieren',
    waitingCancelPromptTitle: 'Meinen Eintrag stornieren',
    waitingCancelPromptText: 'Möchten Sie die Warteliste wirklich verlassen?',
    logoAlt: (restaurant: string) => `Logo von ${restaurant}`,
    waiter: (name: string) => `Ihre Bedienung: ${name}`,
    summaryLabel: 'Ihre Reservierung',
    date: 'Datum',
    hour: 'Uhrzeit',
    name: 'Name',
    phone: 'Telefon',
    email: 'E-Mail',
    covers: 'Anzahl der Personen',
    reference: 'Reservierungsnummer',
    conditionsTitle: 'Bedingungen',
    cancel: 'Reservierung stornieren',
    call: 'Restaurant anrufen',
    warnDelay: 'Verspätung melden',
    delayOnTheDay: 'Am Tag Ihrer Reservierung können Sie dem Restaurant auf dieser Seite eine Verspätung melden.',
    cancelPromptTitle: 'Reservierung stornieren',
    cancelPromptText: 'Möchten Sie Ihre Reservierung wirklich stornieren?',
    cancelPromptNo: 'Nein, behalten',
    cancelPromptYes: 'Ja, stornieren',
    cancelling: 'Wird storniert…',
    cancelError: 'Beim Stornieren ist ein Fehler aufgetreten',
    delayHeading: 'Verspätung melden',
    delayIntro: 'Wählen Sie die Uhrzeit, zu der Sie ankommen werden: Das Restaurant wird benachrichtigt und Ihr Tisch verschoben.',
    delayComment: 'Kommentar (optional)',
    delayCommentHint: 'Ein Wort an das Restaurant, zum Beispiel der Grund der Verspätung.',
    newSlot: 'Neue Uhrzeit',
    newSlotPlaceholder: 'Uhrzeit auswählen',
    slotsLoading: 'Uhrzeiten werden geladen…',
    noSlot: 'Keine Uhrzeit verfügbar',
    slotFull: (hour: string) => `${hour} (ausgebucht)`,
    lunch: 'Zum Mittagessen',
    dinner: 'Zum Abendessen',
    notify: 'Restaurant benachrichtigen',
    notifying: 'Wird gesendet…',
    chooseSlot: 'Bitte wählen Sie eine neue Uhrzeit',
    back: 'Zurück',
    delayError: 'Beim Ändern der Uhrzeit ist ein Fehler aufgetreten',
    successTitle: 'Notiert',
    confirming: 'Ihre Reservierung wird bestätigt...',
    confirmPageError: 'Ihre Reservierung konnte nicht bestätigt werden.',
    seeBooking: 'Meine Reservierung ansehen',
    backToRestaurant: 'Zurück zum Restaurant',
    protection: {
      guaranteeTitle: 'Garantie per Bankkarte',
      depositTitle: 'Anzahlung',
      accepted: 'Bei der Reservierung akzeptierte Bedingungen:',
      freeUntil: (date: string, hour: string) => `Kostenlose Stornierung bis ${date} um ${hour} Uhr`,
      freeOver: (date: string, hour: string) => `Eine kostenlose Stornierung war bis ${date} um ${hour} Uhr möglich.`,
      card: (brand: string, last4: string) => `${brand}-Karte •••• ${last4}`,
      depositPaid: (amount: string) => `Anzahlung von ${amount} bezahlt`,
      awaitingCard: 'Ihre Karte ist noch nicht hinterlegt.',
      awaitingPayment: 'Ihre Anzahlung ist noch nicht bezahlt.',
      promptFree: 'Die Stornierung ist kostenlos.',
      promptRefund: (amount: string) => `Die Stornierung ist kostenlos: Ihre Anzahlung von ${amount} wird erstattet.`,
      promptFeesGuarantee: (amount: string, date: string, hour: string) =>
        `Es können Gebühren anfallen: Eine kostenlose Stornierung war nur bis ${date} um ${hour} Uhr möglich; das Restaurant kann bis zu ${amount} von Ihrer Karte abbuchen.`,
      promptFeesDeposit: (amount: string, date: string, hour: string) =>
        `Es können Gebühren anfallen: Eine kostenlose Stornierung war nur bis ${date} um ${hour} Uhr möglich; das Restaurant behält Ihre Anzahlung von ${amount} ein.`,
      refunding: (amount: string) => `Ihre Anzahlung von ${amount} wird erstattet: Sie erscheint in einigen Tagen auf Ihrem Konto.`,
      refunded: (amount: string) => `Ihre Anzahlung von ${amount} wurde erstattet.`,
    },
    ended: {
      cancelledTitle: 'Reservierung storniert',
      visitedTitle: 'Danke für Ihren Besuch!',
      visitedText: (restaurant: string) => `Das ganze Team von ${restaurant} hofft, Sie bald wiederzusehen.`,
      pastTitle: 'Vergangene Reservierung',
      when: (longDate: string, hour: string, persons: string) => `${longDate} um ${hour}, für ${persons}`,
      bookAgain: 'Erneut reservieren',
    },
    attendance: {
      heading: 'Kommen Sie noch?',
      text: (date: string, hour: string) =>
        `Das Restaurant erwartet Sie am ${date} um ${hour}. Sagen Sie ihm, ob Sie kommen: So kann es Ihren Tisch anderen Gästen anbieten, falls Sie nicht mehr kommen.`,
      /** Shown when the reminder's "Je confirme" link opened the page: the button below still has to be pressed. */
      secondTap:
        'Letzter Schritt: Tippen Sie unten auf „Ich bestätige“. Erst dann ist Ihr Besuch bestätigt: Dieser zweite Schritt verhindert, dass ein E-Mail-Programm, das den Link für Sie öffnet, an Ihrer Stelle bestätigt.',
      yes: 'Ich bestätige',
      no: 'Ich storniere',
      confirming: 'Wird bestätigt…',
      confirmed: 'Sie haben Ihr Kommen bestätigt: Das Restaurant erwartet Sie.',
      error: 'Ihr Kommen konnte nicht bestätigt werden.',
      cancelled: 'Diese Reservierung ist storniert: Sie kann nicht mehr bestätigt werden.',
      past: 'Diese Reservierung liegt in der Vergangenheit: Sie kann nicht mehr bestätigt werden.',
    },
  },

  communications: {
    documentTitle: (product: string, restaurant: string) => `${product}: ${restaurant}`,
    loading: 'Restaurant wird geladen…',
    heading: 'Neuigkeiten des Tages',
    intro: (restaurant: string) => `Erhalten Sie die Tagesgerichte und Neuigkeiten von ${restaurant} per E-Mail oder SMS.`,
    logoAlt: (restaurant: string) => `Logo von ${restaurant}`,
    benefitsLabel: 'Was Sie erhalten',
    benefits: [
      { title: 'Die Tagesgerichte', text: 'Jeden Tag die Empfehlungen des Küchenchefs, vor allen anderen.' },
      { title: 'Die Veranstaltungen', text: 'Abende, besondere Menüs und Neuheiten: Sie erfahren es zuerst.' },
      { title: 'Unverbindlich', text: 'Jede Nachricht enthält einen Link, um sich mit einem Klick abzumelden.' },
    ],
    formLabel: 'Anmeldung zu den Neuigkeiten des Tages',
    email: 'E-Mail (optional)',
    phone: 'Telefon (optional)',
    phoneHint: 'Um die Neuigkeiten per SMS zu erhalten.',
    emailHint: 'Sie erhalten eine E-Mail, um Ihre Adresse zu bestätigen.',
    submit: 'Newsletter abonnieren',
    submitting: 'Anmeldung läuft…',
    successTitle: 'Danke!',
    notFound: 'Dieses Restaurant wurde nicht gefunden.',
    confirmLoading: 'Ihre Anmeldung wird bestätigt…',
    confirmedTitle: 'Anmeldung bestätigt',
    unsubscribeLoading: 'Abmeldung läuft…',
    unsubscribedTitle: 'Abmeldung erfolgreich',
    unsubscribedText: 'Sie wurden erfolgreich von unserem Verteiler abgemeldet. Sie erhalten keine Mitteilungen zu den Tagesgerichten mehr.',
    errorTitle: 'Ein Fehler ist aufgetreten',
    unsubscribeErrorText: 'Ihre Abmeldung konnte nicht bearbeitet werden. Bitte versuchen Sie es später erneut oder wenden Sie sich direkt an das Restaurant.',
    backToRestaurant: 'Zurück zum Restaurant',
  },

  bookingPayment: deBookingPayment,
  waitingOffer: {
    loading: 'Angebot wird geladen...',
    openTitle: 'Ein Tisch ist frei geworden!',
    openIntro: (name: string) =>
      name
        ? `Hallo ${name}, ein Tisch, der zu Ihrem Platz auf der Warteliste passt, ist gerade frei geworden.`
        : 'Ein Tisch, der zu Ihrem Platz auf der Warteliste passt, ist gerade frei geworden.',
    date: 'Datum',
    hour: 'Uhrzeit',
    covers: 'Gäste',
    persons: (n: number) => plural('de', n, { one: '# Person', other: '# Personen' }),
    rule: (until: string) => `Wer zuerst annimmt, bekommt den Tisch. Angebot gültig bis ${until} Uhr.`,
    accept: 'Ich nehme an',
    accepting: 'Reservierung läuft...',
    decline: 'Nein danke',
    acceptedTitle: 'Tisch reserviert',
    goneTitle: 'Der Tisch ist nicht mehr verfügbar',
    declinedTitle: 'Angebot abgelehnt',
    seeBooking: 'Meine Reservierung ansehen',
    errorTitle: 'Hoppla, ein Fehler ist aufgetreten',
    unreachable: 'Der Server antwortet nicht. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },

  afterMeal: {
    loading: 'Wird geladen…',
    title: 'Ihre Meinung zählt',
    intro: (name: string, date: string) => (name ? `Guten Tag ${name}, vielen Dank für Ihren Besuch am ${date}.` : `Vielen Dank für Ihren Besuch am ${date}.`),
    privacy: 'Nur das Restaurant liest Ihre Antwort; sie wird nicht veröffentlicht.',
    starsLegend: 'Ihre Bewertung',
    star: (n: number) => plural('de', n, { one: '# Stern von 5', other: '# Sterne von 5' }),
    comment: 'Ein Kommentar (optional)',
    send: 'Bewertung senden',
    sending: 'Wird gesendet…',
    thanksTitle: 'Vielen Dank!',
    alreadyTitle: 'Bewertung bereits gespeichert',
    closedTitle: 'Formular nicht verfügbar',
    errorTitle: 'Ein Fehler ist aufgetreten',
    unreachable: 'Der Server antwortet nicht. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    stopTitle: 'Keine Dankes-E-Mails mehr',
    stopText: (restaurant: string) => `Sie erhalten nach Ihren Besuchen keine Dankes-E-Mails von ${restaurant} mehr. Ihre Reservierungen bleiben unverändert.`,
    stop: 'Diese E-Mails abbestellen',
    stopping: 'Wird gespeichert…',
    stoppedTitle: 'Notiert',
  },

  messages: DE_DINER_MESSAGES,
};
