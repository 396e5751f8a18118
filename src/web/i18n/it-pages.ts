import { IT_DINER_MESSAGES } from '../../domain/diner-messages/it';
import { plural } from '../../domain/plurals';
import type { DinerCatalogue } from './diner-language';
import { itBookingPayment } from './it-payment';

// Italian catalogue of the diner's pages but the booking wizard's words (it-wizard.ts), typed against the French one (fr.ts).

export const itPages: Omit<DinerCatalogue, 'wizard'> = {
  common: {
    loading: 'Caricamento…',
    close: 'Chiudi',
    back: 'Indietro',
    next: 'Avanti',
    ok: 'Ho capito',
    errorTitle: 'Ops',
    genericError: 'Si è verificato un errore. Riprova.',
    networkError: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
    retry: 'Riprova',
    required: 'Obbligatorio',
    persons: (n: number) => plural('it', n, { one: '# persona', other: '# persone' }),
  },

  landing: {
    title: 'Couvert',
    tagline: 'Prenotare un tavolo, semplicemente.',
    pitch:
      'Couvert permette ai tuoi clienti di prenotare un tavolo online in due minuti, dal tuo sito o dal loro telefono, e al tuo staff di seguire il servizio in tempo reale.',
    points: [
      'Prenotazione online 24 ore su 24, sul tuo sito o tramite un link',
      'Lista d’attesa e conferma via SMS',
      'I tuoi tavoli, servizi e giorni di chiusura, a modo tuo',
    ],
    demo: 'Prova la prenotazione dimostrativa',
  },

  terms: {
    title: 'Condizioni generali',
    loading: 'Caricamento delle condizioni generali...',
    errorTitle: 'Ops, si è verificato un errore',
    errorText: 'Impossibile trovare questo ristorante. Controlla il link.',
    book: 'Prenota un tavolo',
    /** The product's default terms, in this language (a restaurant's own text is shown as written). */
    defaultText: `Oggetto
Le presenti condizioni generali disciplinano la prenotazione di un tavolo presso il ristorante tramite questo servizio di prenotazione online. Confermando la prenotazione, le accetti.

Prenotazione
La tua prenotazione è registrata per la data, l'ora e il numero di persone indicati. A seconda del ristorante, potrebbe dover essere confermata con un codice ricevuto via SMS o con un link ricevuto via e-mail. L'iscrizione alla lista d'attesa non è una prenotazione: nessun tavolo ti è assegnato finché il ristorante non l'ha confermato.

Arrivo e ritardo
Il tuo tavolo ti viene tenuto per 15 minuti dopo l'ora scelta. Trascorso tale tempo, il ristorante può disporne. Se sei in ritardo, avvisa il ristorante dalla pagina della tua prenotazione o per telefono.

Modifica e annullamento
Puoi annullare la prenotazione dal link ricevuto via e-mail o SMS. Per qualsiasi modifica, contatta direttamente il ristorante. Ti preghiamo di annullare il prima possibile se non puoi venire: il tavolo potrà servire ad altri clienti.

Dati personali
I tuoi recapiti sono trasmessi al ristorante solo per gestire la tua prenotazione e, se lo hai accettato, per inviarti le sue comunicazioni. Puoi in qualsiasi momento chiederne la consultazione, la rettifica o la cancellazione al ristorante.

Responsabilità
Il ristorante è l'unico responsabile dell'accoglienza e del servizio. Il servizio di prenotazione online si limita a registrare e trasmettere la tua richiesta.`,
    ownTextNote: 'Queste condizioni sono state redatte dal ristorante stesso, in francese.',
  },
  myBooking: {
    documentTitle: (product: string, restaurant: string) => `${product}: ${restaurant}`,
    loading: 'Caricamento della prenotazione...',
    errorTitle: 'Ops, si è verificato un errore',
    errorText: 'Impossibile trovare la tua prenotazione. Controlla il link o contatta il ristorante.',
    confirmedTitle: 'Prenotazione confermata',
    pendingTitle: 'Prenotazione da confermare',
    pendingText: 'Il ristorante ti chiede di confermare la prenotazione.',
    confirmButton: 'Conferma la mia prenotazione',
    waitingTitle: 'Iscrizione alla lista d’attesa',
    waitingText:
      'Il servizio è al completo: il ristorante ti avviserà se si libera un tavolo. Questa iscrizione non è una prenotazione: nessun tavolo ti è ancora riservato.',
    waitingHour: 'Orario desiderato',
    waitingReference: 'Numero di iscrizione',
    waitingCancel: 'Annulla la mia iscrizione',
    waitingCancelPromptTitle: 'Annulla la mia iscrizione',
    waitingCancelPromptText: 'Vuoi davvero lasciare la lista d’attesa?',
    logoAlt: (restaurant: string) => `Logo di ${restaurant}`,
    waiter: (name: string) => `Il tuo cameriere: ${name}`,
    summaryLabel: 'La tua prenotazione',
    date: 'Data',
    hour: 'Ora',
    name: 'Nome',
    phone: 'Telefono',
    email: 'E-mail',
    covers: 'Numero di persone',
    reference: 'Numero di prenotazione',
    conditionsTitle: 'Condizioni',
    cancel: 'Annulla la prenotazione',
    call: 'Chiama il ristorante',
    warnDelay: 'Avvisa di un ritardo',
    delayOnTheDay: 'Il giorno della prenotazione potrai avvisare il ristorante di un ritardo da questa pagina.',
    cancelPromptTitle: 'Annulla la prenotazione',
    cancelPromptText: 'Vuoi davvero annullare la prenotazione?',
    cancelPromptNo: 'No, tienila',
    cancelPromptYes: 'Sì, annulla',
    cancelling: 'Annullamento in corso…',
    cancelError: 'Si è verificato un errore durante l’annullamento',
    delayHeading: 'Avvisa di un ritardo',
    delayIntro: 'Scegli l’orario in cui pensi di arrivare: il ristorante sarà avvisato e il tuo tavolo spostato.',
    delayComment: 'Commento (facoltativo)',
    delayCommentHint: 'Una parola per il ristorante, per esempio il motivo del ritardo.',
    newSlot: 'Nuovo orario',
    newSlotPlaceholder: 'Seleziona un orario',
    slotsLoading: 'Caricamento degli orari…',
    noSlot: 'Nessun orario disponibile',
    slotFull: (hour: string) => `${hour} (completo)`,
    lunch: 'Per pranzo',
    dinner: 'Per cena',
    notify: 'Avvisa il ristorante',
    notifying: 'Invio in corso…',
    chooseSlot: 'Seleziona un nuovo orario',
    back: 'Indietro',
    delayError: 'Si è verificato un errore durante la modifica dell’orario',
    successTitle: 'Preso nota',
    confirming: 'Conferma della prenotazione...',
    confirmPageError: 'Impossibile confermare la prenotazione.',
    seeBooking: 'Vedi la mia prenotazione',
    backToRestaurant: 'Torna al ristorante',
    protection: {
      guaranteeTitle: 'Garanzia con carta di pagamento',
      depositTitle: 'Acconto',
      accepted: 'Condizioni che hai accettato prenotando:',
      freeUntil: (date: string, hour: string) => `Cancellazione gratuita fino a ${date} alle ${hour}`,
      freeOver: (date: string, hour: string) => `La cancellazione gratuita era possibile fino a ${date} alle ${hour}.`,
      card: (brand: string, last4: string) => `Carta ${brand} •••• ${last4}`,
      depositPaid: (amount: string) => `Acconto di ${amount} pagato`,
      awaitingCard: 'La tua carta non è ancora stata registrata.',
      awaitingPayment: 'Il tuo acconto non è ancora stato pagato.',
      promptFree: 'L’annullamento è gratuito.',
      promptRefund: (amount: string) => `L’annullamento è gratuito: il tuo acconto di ${amount} ti sarà rimborsato.`,
      promptFeesGuarantee: (amount: string, date: string, hour: string) =>
        `Potrebbero essere applicati dei costi: l’annullamento gratuito era possibile solo fino a ${date} alle ${hour}; il ristorante può addebitare fino a ${amount} sulla tua carta.`,
      promptFeesDeposit: (amount: string, date: string, hour: string) =>
        `Potrebbero essere applicati dei costi: l’annullamento gratuito era possibile solo fino a ${date} alle ${hour}; il ristorante trattiene il tuo acconto di ${amount}.`,
      refunding: (amount: string) => `Il tuo acconto di ${amount} ti viene rimborsato: lo vedrai sul tuo conto entro qualche giorno.`,
      refunded: (amount: string) => `Il tuo acconto di ${amount} ti è stato rimborsato.`,
    },
    ended: {
      cancelledTitle: 'Prenotazione annullata',
      visitedTitle: 'Grazie della visita!',
      visitedText: (restaurant: string) => `Tutto lo staff di ${restaurant} spera di rivederti presto.`,
      pastTitle: 'Prenotazione passata',
      when: (longDate: string, hour: string, persons: string) => `${longDate} alle ${hour}, per ${persons}`,
      bookAgain: 'Prenota di nuovo',
    },
    attendance: {
      heading: 'Verrai ancora?',
      text: (date: string, hour: string) =>
        `Il ristorante ti aspetta il ${date} alle ${hour}. Fagli sapere se verrai: potrà offrire il tuo tavolo ad altri clienti se non vieni più.`,
      /** Shown when the reminder's "Je confirme" link opened the page: the button below still has to be pressed. */
      secondTap:
        'Ultimo passaggio: premi «Confermo» qui sotto. Solo allora la tua venuta è confermata: questo secondo gesto evita che un programma di posta, aprendo il link al posto tuo, confermi per te.',
      yes: 'Confermo',
      no: 'Annullo',
      confirming: 'Conferma in corso…',
      confirmed: 'Hai confermato che verrai: il ristorante ti aspetta.',
      error: 'Impossibile confermare la tua presenza.',
      cancelled: 'Questa prenotazione è annullata: non può più essere confermata.',
      past: 'Questa prenotazione è passata: non può più essere confermata.',
    },
  },

  communications: {
    documentTitle: (product: string, restaurant: string) => `${product}: ${restaurant}`,
    loading: 'Caricamento del ristorante…',
    heading: 'Le novità del giorno',
    intro: (restaurant: string) => `Ricevi i piatti del giorno e le novità di ${restaurant}, via e-mail o SMS.`,
    logoAlt: (restaurant: string) => `Logo di ${restaurant}`,
    benefitsLabel: 'Cosa riceverai',
    benefits: [
      { title: 'I piatti del giorno', text: 'Ogni giorno, i suggerimenti dello chef prima di tutti.' },
      { title: 'Gli eventi', text: 'Serate, menu speciali e novità: sarai il primo a saperlo.' },
      { title: 'Senza impegno', text: 'Ogni messaggio contiene un link per disiscriverti con un clic.' },
    ],
    formLabel: 'Iscrizione alle novità del giorno',
    email: 'E-mail (facoltativa)',
    phone: 'Telefono (facoltativo)',
    phoneHint: 'Per ricevere le novità via SMS.',
    emailHint: 'Riceverai un’e-mail per confermare il tuo indirizzo.',
    submit: 'Mi iscrivo alla newsletter',
    submitting: 'Iscrizione in corso…',
    successTitle: 'Grazie!',
    notFound: 'Questo ristorante non è stato trovato.',
    confirmLoading: 'Conferma dell’iscrizione…',
    confirmedTitle: 'Iscrizione confermata',
    unsubscribeLoading: 'Disiscrizione in corso…',
    unsubscribedTitle: 'Disiscrizione riuscita',
    unsubscribedText: 'Sei stato disiscritto dalla nostra lista di diffusione. Non riceverai più comunicazioni sui piatti del giorno.',
    errorTitle: 'Si è verificato un errore',
    unsubscribeErrorText: 'Non siamo riusciti a elaborare la tua richiesta di disiscrizione. Riprova più tardi o contatta direttamente il ristorante.',
    backToRestaurant: 'Torna al ristorante',
  },

  bookingPayment: itBookingPayment,
  waitingOffer: {
    loading: "Caricamento dell'offerta...",
    openTitle: 'Si è liberato un tavolo!',
    openIntro: (name: string) =>
      name
        ? `Buongiorno ${name}, si è appena liberato un tavolo che corrisponde alla sua iscrizione alla lista d'attesa.`
        : "Si è appena liberato un tavolo che corrisponde alla sua iscrizione alla lista d'attesa.",
    date: 'Data',
    hour: 'Ora',
    covers: 'Coperti',
    persons: (n: number) => plural('it', n, { one: '# persona', other: '# persone' }),
    rule: (until: string) => `La prima persona che accetta ottiene il tavolo. Offerta valida fino alle ${until}.`,
    accept: 'Accetto',
    accepting: 'Prenotazione in corso...',
    decline: 'No, grazie',
    acceptedTitle: 'Tavolo prenotato',
    goneTitle: 'Il tavolo non è più disponibile',
    declinedTitle: 'Offerta rifiutata',
    seeBooking: 'Vedi la mia prenotazione',
    errorTitle: 'Oops, si è verificato un errore',
    unreachable: 'Il server non risponde. Controlla la connessione e riprova.',
  },

  afterMeal: {
    loading: 'Caricamento…',
    title: 'La tua opinione conta',
    intro: (name: string, date: string) => (name ? `Ciao ${name}, grazie per la tua visita del ${date}.` : `Grazie per la tua visita del ${date}.`),
    privacy: 'Solo il ristorante legge la tua risposta; non viene pubblicata.',
    starsLegend: 'Il tuo voto',
    star: (n: number) => plural('it', n, { one: '# stella su 5', other: '# stelle su 5' }),
    comment: 'Un commento (facoltativo)',
    send: 'Invia la mia opinione',
    sending: 'Invio…',
    thanksTitle: 'Grazie!',
    alreadyTitle: 'Opinione già registrata',
    closedTitle: 'Modulo non disponibile',
    errorTitle: 'Si è verificato un errore',
    unreachable: 'Il server non risponde. Controlla la connessione e riprova.',
    stopTitle: 'Non ricevere più ringraziamenti',
    stopText: (restaurant: string) => `Non riceverai più e-mail di ringraziamento da ${restaurant} dopo i tuoi pasti. Le tue prenotazioni non cambiano.`,
    stop: 'Non ricevere più queste e-mail',
    stopping: 'Salvataggio…',
    stoppedTitle: 'Preso nota',
  },

  messages: IT_DINER_MESSAGES,
};
