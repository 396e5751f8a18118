import { plural } from '../../../../../domain/plurals';
import type { BookingCopy } from './booking-copy';

// The spec's French, byte for byte: the messages every booking made before languages got.

const serviceName = (service: string) => (service === 'noon' ? 'du midi' : 'du soir');

export const fr: BookingCopy = {
  colon: ' : ',
  persons: (n) => plural('fr', n, { one: '# personne', other: '# personnes' }),
  rows: {
    date: 'Date',
    hour: 'Heure',
    wishedHour: 'Heure souhaitée',
    covers: 'Nombre de personnes',
    name: 'Nom',
    waitingNumber: "Numéro d'inscription",
    bookingNumber: 'Numéro de réservation',
  },
  ics: {
    bookingFile: 'reservation.ics',
    cancelFile: 'annulation.ics',
    summary: (restaurant, persons) => `Réservation – ${restaurant} (${persons})`,
    bookedFor: (name, persons) => `Réservation au nom de ${name} pour ${persons}.`,
    number: 'Numéro de réservation',
    restaurantPhone: 'Téléphone du restaurant',
    manage: 'Gérer ma réservation',
  },
  protection: { guarantee: 'Empreinte bancaire', deposit: 'Acompte', accepted: (text) => `Vous avez accepté : « ${text} »` },
  hello: (name) => `Bonjour ${name},`,
  manageBooking: 'Gérer ma réservation',
  manageInscription: 'Gérer mon inscription',
  confirmBooking: 'Confirmer ma réservation',
  calendarNote: 'Le fichier joint ajoute la réservation à votre agenda.',
  waiting: {
    subject: (restaurant) => `Liste d'attente – ${restaurant}`,
    preheader: (date, hour, persons) => `${date} vers ${hour}, ${persons}`,
    heading: "Vous êtes sur la liste d'attente",
    full: (service) => `Le service ${serviceName(service)} est complet pour le moment. Nous vous préviendrons dès qu'une table se libère.`,
    notBooking: "Cette inscription n'est pas une réservation : votre table n'est pas encore garantie.",
  },
  pending: {
    subject: (restaurant) => `Confirmez votre réservation – ${restaurant}`,
    preheader: (date, hour, persons) => `${date} à ${hour}, ${persons} : un clic pour confirmer`,
    heading: 'Confirmez votre réservation',
    received: 'Nous avons bien reçu votre demande de réservation. Le restaurant vous demande de la confirmer :',
    problem: 'Un empêchement ?',
  },
  confirmed: {
    subject: (restaurant) => `Réservation confirmée – ${restaurant}`,
    promotedSubject: (restaurant) => `Une table s'est libérée : réservation confirmée – ${restaurant}`,
    preheader: (date, hour, persons) => `${date} à ${hour}, ${persons}`,
    heading: 'Votre réservation est confirmée',
    promotedHeading: "Bonne nouvelle : une table s'est libérée",
    news: (restaurant) => `${restaurant} a le plaisir de vous confirmer votre réservation.`,
    promotedNews: (restaurant) => `Vous étiez sur notre liste d'attente : ${restaurant} a le plaisir de vous confirmer votre réservation.`,
    manageNote:
      "Annuler ou appeler le restaurant : tout se fait depuis ce lien. Le jour de votre réservation, vous pourrez aussi y prévenir d'un retard. Le fichier joint ajoute la réservation à votre agenda.",
    manageText: "Gérer ma réservation (annuler, ou prévenir d'un retard le jour même)",
  },
  reminder: {
    subject: (restaurant) => `Rappel : votre réservation demain – ${restaurant}`,
    preheader: (hour, persons) => `Demain à ${hour}, ${persons}. Je confirme ou j'annule en un clic.`,
    heading: 'À demain !',
    remind: (restaurant) => `Nous vous rappelons votre réservation de demain chez ${restaurant}.`,
    ask: 'Merci de nous dire si vous venez :',
    askPending: "Votre réservation n'est pas encore confirmée : merci de nous dire si vous venez.",
    yes: 'Je confirme',
    no: "J'annule",
    late: 'Un retard demain ? Le jour même, prévenez le restaurant depuis la page de votre réservation :',
  },
  cancelled: {
    byRestaurantWaiting: (restaurant, date) =>
      `${restaurant} n'a pas pu vous proposer de table le ${date} : votre inscription sur la liste d'attente est close.`,
    byRestaurant: (restaurant, date, hour, persons) => `${restaurant} a dû annuler votre réservation du ${date} à ${hour} pour ${persons}.`,
    sorry: 'Veuillez nous excuser pour ce désagrément.',
    call: 'Pour toute question, appelez-nous au',
    callText: (phone) => `Pour toute question, appelez-nous au ${phone}.`,
    nextTime: 'Nous espérons vous accueillir une prochaine fois.',
    otherDate: 'Réserver une autre date',
    byRestaurantSubjectWaiting: (restaurant) => `Inscription close – ${restaurant}`,
    byRestaurantSubject: (restaurant) => `Réservation annulée par le restaurant – ${restaurant}`,
    byRestaurantHeadingWaiting: "Liste d'attente close",
    byRestaurantHeading: 'Nous avons dû annuler votre réservation',
    waiting: (date) => `Votre inscription sur la liste d'attente du ${date} est annulée.`,
    booking: (date, hour, persons) => `Votre réservation du ${date} à ${hour} pour ${persons} est annulée.`,
    subjectWaiting: (restaurant) => `Inscription annulée – ${restaurant}`,
    subject: (restaurant) => `Réservation annulée – ${restaurant}`,
    headingWaiting: 'Inscription annulée',
    heading: 'Réservation annulée',
    pleasure: 'Au plaisir de vous accueillir une prochaine fois.',
    again: 'Réserver à nouveau',
    refund: (amount) => `Votre acompte de ${amount} vous est remboursé : il apparaîtra sur votre compte d’ici quelques jours.`,
    unpaidSubject: (restaurant) => `Réservation non confirmée – ${restaurant}`,
    unpaidHeading: 'Réservation non confirmée',
    unpaid: (date, hour, persons, minutes) =>
      `Votre réservation du ${date} à ${hour} pour ${persons} n’a pas été confirmée : la carte ou l’acompte demandé n’a pas été reçu dans les ${minutes} minutes où la table vous était réservée, et elle a été libérée.`,
    lateRefund: (amount) =>
      `Votre paiement de ${amount} est arrivé après ce délai, alors que la table n’était plus libre : il vous est intégralement remboursé.`,
  },
  offer: {
    news: (date, service) => `Une table vient de se libérer le ${date} pour le service ${serviceName(service)}.`,
    subject: (restaurant) => `Une table s'est libérée – ${restaurant}`,
    heading: 'Bonne nouvelle : une table s’est libérée',
    hurry: 'Les places partent vite : réservez dès maintenant.',
    book: 'Réserver cette table',
    youWere: (persons, hour) => `Vous étiez inscrit sur la liste d'attente pour ${persons} vers ${hour}. Ce message n'est pas une réservation.`,
    leave: "Ne plus être sur la liste d'attente :",
    manageLink: 'gérer mon inscription',
    manageText: 'Gérer mon inscription',
  },
  sms: {
    waiting: (restaurant, date, hour, persons, url) =>
      `${restaurant} : vous êtes sur la liste d'attente du ${date} vers ${hour} (${persons}). Nous vous préviendrons si une table se libère. Gérer mon inscription : ${url}`,
    pending: (restaurant, when, persons, url) => `${restaurant} : merci de confirmer votre réservation du ${when} pour ${persons} : ${url}`,
    promoted: (restaurant, when, persons, url) =>
      `Bonne nouvelle : une table s'est libérée ! ${restaurant} confirme votre réservation du ${when} pour ${persons}. Gérer ma réservation : ${url}`,
    confirmed: (restaurant, when, persons, url) => `${restaurant} confirme votre réservation du ${when} pour ${persons}. Gérer ma réservation : ${url}`,
    when: (date, hour) => `${date} à ${hour}`,
    reminder: (restaurant, hour, persons, yesUrl, noUrl) =>
      `${restaurant} : rappel de votre réservation demain à ${hour} pour ${persons}. Je confirme : ${yesUrl} J'annule : ${noUrl}`,
    phone: (phone) => ` Tél. : ${phone}`,
    cancelledByRestaurantWaiting: (restaurant, date, call) =>
      `${restaurant} n'a pas pu vous proposer de table le ${date}, veuillez nous excuser : votre inscription sur la liste d'attente est close.${call}`,
    cancelledByRestaurant: (restaurant, when, call) => `${restaurant} a dû annuler votre réservation du ${when}, veuillez nous excuser.${call}`,
    cancelledWaiting: (restaurant, date) => `${restaurant} : votre inscription sur la liste d'attente du ${date} est annulée.`,
    cancelled: (restaurant, when, url) => `${restaurant} : votre réservation du ${when} est annulée. Réserver à nouveau : ${url}`,
    offer: (restaurant, date, service, url) => `${restaurant} : une table s'est libérée le ${date} (service ${serviceName(service)}). Réservez vite : ${url}`,
  },
};
