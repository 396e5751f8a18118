import { DINER_FIELD_LIMITS as L } from '../diner-field-limits.js';
import { plural } from '../plurals.js';

// What the server tells a diner, in French: the spec's words, exactly. Every other language's
// catalogue (en.ts, es.ts, de.ts, it.ts) has these codes and these parameters; a message is sent
// as its code and parameters (`DinerText`) and written in the diner's language at the last moment,
// by the server for its answer and by the web app for the page (src/web/i18n/).

type Params<K extends string> = { readonly [P in K]: string | number };

export const FR_DINER_MESSAGES = {
  // The fields (src/domain/diner-fields.ts, diner-phone.ts): the wizard refuses with the same words.
  coversMin: 'Le nombre de couverts doit être au moins 1.',
  coversMax: `Pour un groupe de plus de ${L.coversMax} personnes, veuillez appeler le restaurant.`,
  nameRequired: 'Veuillez indiquer votre nom.',
  nameTooLong: `Le nom ne doit pas dépasser ${L.name} caractères.`,
  emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
  phoneInvalid: 'Veuillez saisir un numéro de téléphone valide.',
  phoneMismatch: 'Les deux numéros de téléphone ne correspondent pas.',
  birthdayInvalid: 'La date de naissance est invalide.',
  postCodeInvalid: 'Le code postal est invalide.',

  // A draft or a booking refused (src/domain/booking-messages.ts).
  onlineBookingOff: "Ce restaurant n'accepte pas de réservation en ligne pour le moment.",
  onlineBookingRefused: 'Nous ne pouvons pas enregistrer cette réservation en ligne. Veuillez appeler le restaurant pour réserver.',
  restaurantNotConfirmed:
    "Ce restaurant ne prend pas encore de réservations en ligne : son inscription n'est pas terminée. Vous pouvez l'appeler pour réserver.",
  restaurantMismatch: 'Le restaurant de la réservation est incohérent.',
  questionRequired: (p: Params<'question'>) => `Veuillez répondre à la question obligatoire : « ${p.question} ».`,
  questionUnknown: "Une des questions n'existe pas pour ce restaurant.",
  iconUnknown: "Une des préférences choisies n'existe pas pour ce restaurant.",
  placementUnknown: "L'emplacement choisi n'existe pas pour ce restaurant.",
  conditionsRequired: "Veuillez accepter les conditions générales d'utilisation du service.",
  adultRequired: 'Veuillez certifier que tous les membres de la réservation sont majeurs.',
  smsCodeRequired: 'Veuillez valider le code reçu par SMS avant de réserver.',
  waitingListOff: "La liste d'attente n'est pas proposée par ce restaurant.",
  waitingListLimit: (p: Params<'max'>) =>
    `Vous êtes déjà inscrit ${p.max} fois sur la liste d'attente de ce service : c'est le maximum. Vous serez prévenu si une table se libère.`,
  botCheckFailed: 'La vérification anti-robot a échoué. Veuillez recharger la page et réessayer.',
  botCheckSpent: 'Cette vérification anti-robot a déjà servi. Veuillez réessayer : une nouvelle vérification sera faite.',
  botCheckInactive: "La vérification anti-robot n'est pas active.",
  idempotencyMismatch: 'Cette demande a déjà été utilisée pour une autre réservation. Veuillez recharger la page.',
  draftValid: 'Les informations sont valides.',
  bookingSent: 'Votre demande a été transmise !',
  waitingListJoined: "Vous êtes inscrit sur la liste d'attente.",

  // The slot (src/domain/availability.ts's refusals).
  slotInvalidDate: 'La date choisie est invalide.',
  slotInvalidHour: "L'horaire choisi est invalide.",
  slotWeekdayMismatch: 'Le jour de la semaine ne correspond pas à la date.',
  slotPast: 'Ce créneau est déjà passé. Veuillez choisir un autre horaire.',
  slotTooSoon: (p: Params<'minutes'>) =>
    `Ce créneau est trop proche : les réservations en ligne se font au moins ${plural('fr', Number(p.minutes), { one: '# minute', other: '# minutes' })} à l'avance.`,
  slotTooFar: 'Les réservations ne sont pas encore ouvertes pour cette date.',
  slotClosed: 'Le restaurant est fermé à cette date.',
  slotNotOffered: "Cet horaire n'est pas proposé par le restaurant.",
  slotTooManyCovers: (p: Params<'covers'>) => `Nous ne pouvons pas accueillir ${p.covers} personnes en ligne. Veuillez appeler le restaurant.`,
  slotFull: (p: Params<'covers'>) =>
    `Il n'y a plus de table disponible pour ${plural('fr', Number(p.covers), { one: '# personne', other: '# personnes' })} à cet horaire.`,
  restaurantNotFound: 'Restaurant introuvable.',

  // The diner's own link (my booking, its confirmation, the reminder's answer).
  // A card guarantee or a deposit (the booking's payment).
  protectionConsentRequired: 'Veuillez accepter les conditions de garantie de la réservation.',
  protectionChanged: 'Les conditions de garantie ont changé : veuillez les relire et les accepter de nouveau.',
  paymentNotNeeded: 'Cette réservation ne demande ni carte ni acompte.',
  paymentAlreadyDone: 'Le paiement de cette réservation est déjà enregistré.',
  paymentSlotGone: "Le délai de paiement est écoulé et cette table n'est plus libre. Veuillez choisir un autre horaire.",
  awaitingPayment: 'Cette réservation attend encore votre carte ou votre acompte.',
  bookingNotFound: 'Impossible de trouver votre réservation. Veuillez vérifier le lien ou contacter le restaurant.',
  hourRequired: 'Veuillez sélectionner un nouvel horaire',
  delayNotToday: "Vous ne pouvez prévenir d'un retard que le jour de votre réservation.",
  slotTaken: "Ce créneau n'est plus disponible. Veuillez en choisir un autre.",
  delaySent: 'Le restaurant a été prévenu. Votre nouvel horaire est enregistré.',
  cancelled: 'Votre réservation a bien été annulée.',
  confirmed: 'Votre réservation est confirmée. À bientôt !',
  alreadyConfirmed: 'Votre réservation est déjà confirmée. À bientôt !',
  onWaitingList: "Votre demande est sur liste d'attente : le restaurant vous préviendra si une table se libère.",
  attendanceConfirmed: 'Merci ! Votre venue est confirmée : le restaurant vous attend.',
  attendanceAlreadyConfirmed: 'Votre venue est déjà confirmée. À bientôt !',
  attendanceCancelled: 'Cette réservation est annulée : elle ne peut plus être confirmée.',
  attendancePast: 'Cette réservation est passée : elle ne peut plus être confirmée.',

  // The SMS confirmation code.
  smsNotMobile: 'Le code de confirmation est envoyé par SMS : veuillez saisir un numéro de téléphone mobile.',
  smsPhoneMismatch: 'Le code de confirmation est envoyé au numéro de téléphone de la réservation.',
  smsNotNeeded: 'Ce restaurant ne demande pas de code de confirmation pour cette réservation.',
  smsSent: (p: Params<'minutes'>) => `Un code de confirmation vous a été envoyé par SMS. Il est valable ${p.minutes} minutes.`,
  smsTooManySends: 'Trop de codes demandés pour ce numéro. Veuillez réessayer dans une heure.',
  smsTooManySendsToday: "Trop de codes demandés pour ce numéro aujourd'hui. Veuillez réessayer demain ou appeler le restaurant.",
  smsTooManyPrefix: 'Trop de codes demandés vers des numéros proches de celui-ci. Veuillez réessayer dans une heure.',
  smsBudgetReached: "Ce restaurant ne peut plus envoyer de code par SMS aujourd'hui. Veuillez l'appeler pour réserver.",
  smsTooManyChecks: 'Trop de tentatives pour ce numéro. Veuillez réessayer dans une heure.',
  smsWrongCode: 'erreur sur le code',
  smsVerified: 'Votre numéro de téléphone est vérifié.',

  // The daily specials: sign-up, its confirmation, unsubscribing.
  contactRequired: 'Veuillez indiquer une adresse e-mail ou un numéro de téléphone.',
  consentRequired: 'Veuillez cocher la case de consentement pour vous inscrire.',
  subscriptionNotMobile: 'Les communications sont envoyées par SMS : veuillez saisir un numéro de téléphone mobile.',
  pendingEmail: 'Merci ! Pour finaliser votre inscription, cliquez sur le lien que nous venons de vous envoyer par e-mail.',
  pendingPhone: 'Merci ! Pour finaliser votre inscription, suivez le lien que nous venons de vous envoyer par SMS.',
  pendingBoth:
    'Merci ! Pour finaliser votre inscription, cliquez sur le lien que nous venons de vous envoyer par e-mail, et suivez celui envoyé par SMS pour les recevoir aussi par SMS.',
  unsubscribed: 'Vous avez été désinscrit avec succès de notre liste de diffusion. Vous ne recevrez plus de communications concernant les plats du jour.',
  unsubscribeError: "Nous n'avons pas pu traiter votre demande de désinscription. Veuillez réessayer ultérieurement ou contacter le restaurant directement.",
  subscriptionConfirmed: (p: Params<'restaurant'>) => `Votre inscription est confirmée. Vous recevrez désormais les communications du jour de ${p.restaurant}.`,
  subscriptionAlreadyConfirmed: (p: Params<'restaurant'>) =>
    `Votre inscription est déjà confirmée. Vous recevez les communications du jour de ${p.restaurant}.`,
  confirmInvalid: "Ce lien de confirmation n'est pas valide. Veuillez vous inscrire à nouveau.",
  confirmExpired: 'Ce lien de confirmation a expiré. Veuillez vous inscrire à nouveau.',

  // A table offered to the waiting list (src/domain/waiting-offers.ts).
  offerNotFound: 'Cette offre est introuvable. Veuillez vérifier le lien reçu.',
  offerTaken:
    "Désolé, cette table vient d'être attribuée à une autre personne de la liste d'attente. Vous restez inscrit : nous vous préviendrons si une autre table se libère.",
  offerExpired: "Cette offre a expiré : la table a été proposée à la personne suivante de la liste d'attente.",
  offerDeclined: 'Vous avez refusé cette offre.',
  offerWithdrawn: "Cette offre n'est plus valable.",
  offerAlreadyAccepted: 'Vous avez déjà accepté cette offre : votre réservation est confirmée.',
  offerAccepted: "C'est réservé ! Votre table vous attend.",
  offerDeclinedNow: "C'est noté : la table sera proposée à la personne suivante de la liste d'attente.",

  // The thank-you after the meal (src/domain/after-meal.ts): the private answer and the opt-out.
  thankYouNotFound: 'Ce lien est introuvable. Veuillez vérifier le lien reçu par e-mail.',
  feedbackStarsInvalid: 'Veuillez choisir une note de 1 à 5 étoiles.',
  feedbackCommentTooLong: (p: Params<'max'>) => `Votre commentaire ne doit pas dépasser ${p.max} caractères.`,
  feedbackRecorded: 'Merci ! Votre avis a bien été transmis au restaurant.',
  feedbackAlreadyRecorded: 'Votre avis est déjà enregistré : merci ! Une seule réponse est possible par réservation.',
  feedbackNotAsked: "Ce restaurant ne recueille pas d'avis par ce formulaire.",
  thankYouOptedOut: 'C’est noté : vous ne recevrez plus d’e-mail de remerciement de ce restaurant.',

  // The request itself (src/server/http/error-handler.ts), on the diner's routes.
  invalidData: (p: Params<'where' | 'field' | 'detail'>) =>
    p.field ? `Données invalides dans ${p.where} : « ${p.field} » — ${p.detail}.` : `Données invalides dans ${p.where} : ${p.detail}.`,
  tooManyAttempts: 'Trop de tentatives. Veuillez patienter avant de réessayer.',
  requestTooLarge: 'La requête est trop volumineuse.',
  invalidJson: "Le corps de la requête n'est pas un JSON valide.",
  invalidRequest: 'Requête invalide.',
  internalError: 'Une erreur interne est survenue. Veuillez réessayer.',

  // The database out of service (src/server/db/database-errors.ts): temporary, nothing was written.
  outageBusy: "Le service est très sollicité et n'a pas pu traiter votre demande à temps. Rien n'a été enregistré : veuillez réessayer dans quelques secondes.",
  outageUnavailable: "Le service est momentanément indisponible. Rien n'a été enregistré : veuillez réessayer dans quelques instants.",
  outageFull: "Le service ne peut temporairement plus rien enregistrer. Rien n'a été enregistré : veuillez réessayer dans quelques minutes.",
  outageReadOnly: "Le service est temporairement en lecture seule. Rien n'a été enregistré : veuillez réessayer dans quelques minutes.",
} as const;
