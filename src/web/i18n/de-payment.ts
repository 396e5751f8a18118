import type { DinerCatalogue } from './diner-language';

// German words of a card guarantee or a deposit (see fr-payment.ts).

export const deProtection: DinerCatalogue['wizard']['protection'] = {
  guaranteeHeading: 'Garantie per Bankkarte',
  depositHeading: 'Anzahlung',
  guaranteeAmount: (amount: string) => `Betrag bei Nichterscheinen: ${amount}`,
  depositAmount: (amount: string) => `Jetzt zu zahlender Betrag: ${amount}`,
  freeUntil: (when: string) => `Kostenlose Stornierung bis ${when}`,
  freeOver: 'Die Frist für eine kostenlose Stornierung ist für diese Reservierung bereits abgelaufen.',
  dateAtTime: (date: string, time: string) => `${date} um ${time}`,
  acceptGuarantee: 'Ich akzeptiere diese Garantiebedingungen und den angegebenen Betrag.',
  acceptDeposit: 'Ich akzeptiere diese Bedingungen und die Zahlung der angegebenen Anzahlung.',
  loading: 'Garantiebedingungen werden geladen…',
  loadError: 'Die Garantiebedingungen des Restaurants konnten nicht geladen werden.',
  changed: 'Die Bedingungen des Restaurants haben sich geändert: Lesen Sie sie erneut und kreuzen Sie dann das Kästchen an, um zu reservieren.',
  nextGuarantee: 'Im nächsten Schritt geben Sie Ihre Karte auf der sicheren Zahlungsseite ein: Heute wird nichts abgebucht.',
  nextDeposit: (amount: string) => `Sie zahlen die Anzahlung von ${amount} jetzt, auf der sicheren Zahlungsseite.`,
  redirecting: 'Weiterleitung zur sicheren Zahlungsseite…',
  redirectErrorTitle: 'Die Zahlungsseite hat sich nicht geöffnet',
  redirectUnreachable: 'Der Server antwortet nicht. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
};

export const deBookingPayment: DinerCatalogue['bookingPayment'] = {
  loading: 'Ihre Zahlung wird geprüft…',
  when: (date: string, hour: string, persons: string) => `${date} um ${hour}, ${persons}`,
  confirmedTitle: 'Reservierung bestätigt',
  confirmedCard: (card: string) => `Ihre Karte ${card} ist als Garantie hinterlegt: Es wurde nichts abgebucht.`,
  confirmedCardless: 'Ihre Karte ist als Garantie hinterlegt: Es wurde nichts abgebucht.',
  confirmedDeposit: (amount: string) => `Ihre Anzahlung von ${amount} wurde bezahlt.`,
  seeBooking: 'Meine Reservierung ansehen',
  openTitle: 'Die Zahlung ist nicht abgeschlossen',
  openGuarantee: 'Ihre Karte wurde noch nicht hinterlegt.',
  openDeposit: 'Die Anzahlung wurde noch nicht bezahlt.',
  heldUntil: (time: string) => `Ihr Tisch wird bis ${time} für Sie freigehalten: Setzen Sie die Zahlung fort, um die Reservierung zu bestätigen.`,
  redirecting: 'Weiterleitung zur sicheren Zahlungsseite…',
  resume: 'Zahlung fortsetzen',
  releasedTitle: 'Der Tisch wurde freigegeben',
  releasedGuarantee: 'Die Frist zum Hinterlegen Ihrer Karte ist abgelaufen: Der Tisch wurde wieder freigegeben und es wurde nichts abgebucht.',
  releasedDeposit: 'Die Frist für die Anzahlung ist abgelaufen: Der Tisch wurde wieder freigegeben und es wurde nichts abgebucht.',
  releasedRetry: 'Er ist noch frei: Sie können es erneut versuchen.',
  releasedGone: 'Er wurde inzwischen reserviert: Wählen Sie eine andere Uhrzeit.',
  retry: 'Erneut versuchen',
  bookAgain: 'Einen anderen Tisch reservieren',
  refundedTitle: 'Zahlung erstattet',
  refundedText: (amount: string) =>
    `Ihre Zahlung von ${amount} ist nach Ablauf der Frist eingegangen, als der Tisch bereits vergeben war: Sie wurde Ihnen vollständig erstattet. Ihre Reservierung ist nicht bestätigt.`,
  errorTitle: 'Hoppla, ein Fehler ist aufgetreten',
  unreachable: 'Der Server antwortet nicht. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
};
