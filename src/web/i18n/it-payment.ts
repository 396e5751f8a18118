import type { DinerCatalogue } from './diner-language';

// Italian words of a card guarantee or a deposit (see fr-payment.ts); the diner is "tu".

export const itProtection: DinerCatalogue['wizard']['protection'] = {
  guaranteeHeading: 'Garanzia con carta di pagamento',
  depositHeading: 'Acconto',
  guaranteeAmount: (amount: string) => `Importo addebitato se non ti presenti: ${amount}`,
  depositAmount: (amount: string) => `Importo da pagare adesso: ${amount}`,
  freeUntil: (when: string) => `Cancellazione gratuita fino a ${when}`,
  freeOver: 'Il termine per la cancellazione gratuita di questa prenotazione è già passato.',
  dateAtTime: (date: string, time: string) => `${date} alle ${time}`,
  acceptGuarantee: 'Accetto queste condizioni di garanzia e l’importo indicato.',
  acceptDeposit: 'Accetto queste condizioni e il pagamento dell’acconto indicato.',
  loading: 'Caricamento delle condizioni di garanzia…',
  loadError: 'Non è stato possibile caricare le condizioni di garanzia del ristorante.',
  changed: 'Le condizioni del ristorante sono cambiate: rileggile, poi spunta la casella per prenotare.',
  nextGuarantee: 'Al passaggio successivo inserirai la tua carta nella pagina di pagamento sicura: oggi non viene addebitato nulla.',
  nextDeposit: (amount: string) => `Pagherai l’acconto di ${amount} adesso, nella pagina di pagamento sicura.`,
  redirecting: 'Reindirizzamento alla pagina di pagamento sicura…',
  redirectErrorTitle: 'La pagina di pagamento non si è aperta',
  redirectUnreachable: 'Il server non risponde. Controlla la connessione e riprova.',
  retry: 'Riprova',
};

export const itBookingPayment: DinerCatalogue['bookingPayment'] = {
  loading: 'Verifica del pagamento…',
  when: (date: string, hour: string, persons: string) => `${date} alle ${hour}, ${persons}`,
  confirmedTitle: 'Prenotazione confermata',
  confirmedCard: (card: string) => `La tua carta ${card} è registrata come garanzia: non è stato addebitato nulla.`,
  confirmedCardless: 'La tua carta è registrata come garanzia: non è stato addebitato nulla.',
  confirmedDeposit: (amount: string) => `Il tuo acconto di ${amount} è stato pagato.`,
  seeBooking: 'Vedi la mia prenotazione',
  openTitle: 'Il pagamento non è terminato',
  openGuarantee: 'La tua carta non è ancora stata registrata.',
  openDeposit: 'L’acconto non è ancora stato pagato.',
  heldUntil: (time: string) => `Il tuo tavolo è tenuto per te fino alle ${time}: riprendi il pagamento per confermare la prenotazione.`,
  redirecting: 'Reindirizzamento alla pagina di pagamento sicura…',
  resume: 'Riprendi il pagamento',
  releasedTitle: 'Il tavolo è stato liberato',
  releasedGuarantee: 'Il tempo per registrare la tua carta è scaduto: il tavolo è tornato disponibile e non è stato addebitato nulla.',
  releasedDeposit: 'Il tempo per pagare l’acconto è scaduto: il tavolo è tornato disponibile e non è stato addebitato nulla.',
  releasedRetry: 'È ancora libero: puoi riprovare.',
  releasedGone: 'Nel frattempo è stato prenotato: scegli un altro orario.',
  retry: 'Riprova',
  bookAgain: 'Prenota un altro tavolo',
  refundedTitle: 'Pagamento rimborsato',
  refundedText: (amount: string) =>
    `Il tuo pagamento di ${amount} è arrivato dopo la scadenza, quando il tavolo era già stato assegnato: ti è stato rimborsato per intero. La tua prenotazione non è confermata.`,
  errorTitle: 'Ops, si è verificato un errore',
  unreachable: 'Il server non risponde. Controlla la connessione e riprova.',
};
