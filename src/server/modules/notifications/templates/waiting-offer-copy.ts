import { languageOr, type DinerLanguage } from '../../../../domain/languages';

// The words of a waiting-list offer and of its "already taken" notice, in the language the diner
// booked in (French as the other booking messages write it).

interface WaitingOfferCopy {
  service: (service: string) => string;
  subject: (restaurant: string) => string;
  heading: string;
  news: (date: string, hour: string, persons: string, service: string) => string;
  rule: (expires: string) => string;
  accept: string;
  sms: (restaurant: string, date: string, hour: string, persons: string, expires: string, link: string) => string;
  takenSubject: (restaurant: string) => string;
  takenHeading: string;
  takenNews: (date: string, hour: string) => string;
  takenStay: string;
  takenSms: (restaurant: string, date: string, hour: string) => string;
}

const fr: WaitingOfferCopy = {
  service: (service) => (service === 'noon' ? 'du midi' : 'du soir'),
  subject: (restaurant) => `Une table s'est libérée – ${restaurant}`,
  heading: 'Bonne nouvelle : une table s’est libérée',
  news: (date, hour, persons, service) => `Une table s'est libérée le ${date} à ${hour} pour ${persons} (service ${service}).`,
  rule: (expires) => `Elle est proposée aux premières personnes de la liste d'attente : la première qui accepte l'obtient. Offre valable jusqu'à ${expires}.`,
  accept: 'Voir l’offre et accepter',
  sms: (restaurant, date, hour, persons, expires, link) =>
    `${restaurant} : une table s'est libérée le ${date} à ${hour} pour ${persons}. La première personne qui accepte l'obtient, jusqu'à ${expires} : ${link}`,
  takenSubject: (restaurant) => `Table déjà attribuée – ${restaurant}`,
  takenHeading: 'La table a été attribuée',
  takenNews: (date, hour) => `La table du ${date} à ${hour} a été attribuée à une autre personne de la liste d'attente, plus rapide.`,
  takenStay: 'Vous restez inscrit : nous vous préviendrons si une autre table se libère.',
  takenSms: (restaurant, date, hour) =>
    `${restaurant} : la table du ${date} à ${hour} a été attribuée à une autre personne. Vous restez sur la liste d'attente.`,
};

const en: WaitingOfferCopy = {
  service: (service) => (service === 'noon' ? 'lunch' : 'dinner'),
  subject: (restaurant) => `A table has become free – ${restaurant}`,
  heading: 'Good news: a table has become free',
  news: (date, hour, persons, service) => `A table has become free on ${date} at ${hour} for ${persons} (${service} service).`,
  rule: (expires) => `It is offered to the first people on the waiting list: the first to accept gets it. Offer valid until ${expires}.`,
  accept: 'See the offer and accept',
  sms: (restaurant, date, hour, persons, expires, link) =>
    `${restaurant}: a table has become free on ${date} at ${hour} for ${persons}. The first to accept gets it, until ${expires}: ${link}`,
  takenSubject: (restaurant) => `Table already taken – ${restaurant}`,
  takenHeading: 'The table has been taken',
  takenNews: (date, hour) => `The table on ${date} at ${hour} went to someone else on the waiting list who accepted first.`,
  takenStay: 'You stay on the list: we will let you know if another table becomes free.',
  takenSms: (restaurant, date, hour) => `${restaurant}: the table on ${date} at ${hour} went to someone else. You stay on the waiting list.`,
};

const es: WaitingOfferCopy = {
  service: (service) => (service === 'noon' ? 'del mediodía' : 'de la noche'),
  subject: (restaurant) => `Se ha liberado una mesa – ${restaurant}`,
  heading: 'Buenas noticias: se ha liberado una mesa',
  news: (date, hour, persons, service) => `Se ha liberado una mesa el ${date} a las ${hour} para ${persons} (servicio ${service}).`,
  rule: (expires) => `Se ofrece a las primeras personas de la lista de espera: la primera que acepte la obtiene. Oferta válida hasta las ${expires}.`,
  accept: 'Ver la oferta y aceptar',
  sms: (restaurant, date, hour, persons, expires, link) =>
    `${restaurant}: se ha liberado una mesa el ${date} a las ${hour} para ${persons}. La primera persona que acepte la obtiene, hasta las ${expires}: ${link}`,
  takenSubject: (restaurant) => `Mesa ya asignada – ${restaurant}`,
  takenHeading: 'La mesa ya ha sido asignada',
  takenNews: (date, hour) => `La mesa del ${date} a las ${hour} se ha asignado a otra persona de la lista de espera que aceptó antes.`,
  takenStay: 'Sigue inscrito: le avisaremos si se libera otra mesa.',
  takenSms: (restaurant, date, hour) => `${restaurant}: la mesa del ${date} a las ${hour} se ha asignado a otra persona. Sigue en la lista de espera.`,
};

const de: WaitingOfferCopy = {
  service: (service) => (service === 'noon' ? 'Mittagsservice' : 'Abendservice'),
  subject: (restaurant) => `Ein Tisch ist frei geworden – ${restaurant}`,
  heading: 'Gute Nachricht: Ein Tisch ist frei geworden',
  news: (date, hour, persons, service) => `Am ${date} um ${hour} ist ein Tisch für ${persons} frei geworden (${service}).`,
  rule: (expires) => `Er wird den Ersten auf der Warteliste angeboten: Wer zuerst annimmt, bekommt ihn. Angebot gültig bis ${expires}.`,
  accept: 'Angebot ansehen und annehmen',
  sms: (restaurant, date, hour, persons, expires, link) =>
    `${restaurant}: Am ${date} um ${hour} ist ein Tisch für ${persons} frei geworden. Wer zuerst annimmt, bekommt ihn, bis ${expires}: ${link}`,
  takenSubject: (restaurant) => `Tisch bereits vergeben – ${restaurant}`,
  takenHeading: 'Der Tisch ist vergeben',
  takenNews: (date, hour) => `Der Tisch am ${date} um ${hour} ging an eine andere Person auf der Warteliste, die schneller angenommen hat.`,
  takenStay: 'Sie bleiben auf der Liste: Wir melden uns, wenn ein anderer Tisch frei wird.',
  takenSms: (restaurant, date, hour) => `${restaurant}: Der Tisch am ${date} um ${hour} ging an eine andere Person. Sie bleiben auf der Warteliste.`,
};

const it: WaitingOfferCopy = {
  service: (service) => (service === 'noon' ? 'del pranzo' : 'della cena'),
  subject: (restaurant) => `Si è liberato un tavolo – ${restaurant}`,
  heading: 'Buone notizie: si è liberato un tavolo',
  news: (date, hour, persons, service) => `Si è liberato un tavolo il ${date} alle ${hour} per ${persons} (servizio ${service}).`,
  rule: (expires) => `È offerto alle prime persone della lista d'attesa: la prima che accetta lo ottiene. Offerta valida fino alle ${expires}.`,
  accept: "Vedi l'offerta e accetta",
  sms: (restaurant, date, hour, persons, expires, link) =>
    `${restaurant}: si è liberato un tavolo il ${date} alle ${hour} per ${persons}. La prima persona che accetta lo ottiene, fino alle ${expires}: ${link}`,
  takenSubject: (restaurant) => `Tavolo già assegnato – ${restaurant}`,
  takenHeading: 'Il tavolo è stato assegnato',
  takenNews: (date, hour) => `Il tavolo del ${date} alle ${hour} è stato assegnato a un'altra persona della lista d'attesa, più veloce.`,
  takenStay: 'Resti iscritto: ti avviseremo se si libera un altro tavolo.',
  takenSms: (restaurant, date, hour) => `${restaurant}: il tavolo del ${date} alle ${hour} è stato assegnato a un'altra persona. Resti nella lista d'attesa.`,
};

const catalogues: Record<DinerLanguage, WaitingOfferCopy> = { fr, en, es, de, it };

export const waitingOfferCopy = (language: string | null | undefined): WaitingOfferCopy => catalogues[languageOr(language)];
