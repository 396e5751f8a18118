import { languageOr, type DinerLanguage } from '../../../../domain/languages';

// The words of the thank-you e-mail the morning after the meal, in the language the diner booked
// in. Nothing about the booking's answers (allergies, diets): only the visit and the invitation.

interface ThankYouCopy {
  subject: (restaurant: string) => string;
  heading: string;
  thanks: (restaurant: string, date: string) => string;
  askGoogle: string;
  google: string;
  askFeedback: string;
  feedback: string;
  stopIntro: string;
  stop: string;
}

const fr: ThankYouCopy = {
  subject: (restaurant) => `Merci de votre visite – ${restaurant}`,
  heading: 'Merci de votre visite',
  thanks: (restaurant, date) => `Toute l'équipe de ${restaurant} vous remercie d'être venu le ${date}. Nous espérons que vous avez passé un bon moment.`,
  askGoogle: 'Votre avis compte : quelques mots sur notre page Google aident d’autres convives à nous découvrir.',
  google: 'Laisser un avis sur Google',
  askFeedback: 'Votre avis compte : dites-nous en une minute comment s’est passé votre repas. Votre réponse est lue par le restaurant seulement.',
  feedback: 'Donner mon avis',
  stopIntro: 'Vous ne souhaitez plus recevoir ces remerciements ?',
  stop: 'Ne plus recevoir ces e-mails',
};

const en: ThankYouCopy = {
  subject: (restaurant) => `Thank you for your visit – ${restaurant}`,
  heading: 'Thank you for your visit',
  thanks: (restaurant, date) => `The whole team at ${restaurant} thanks you for coming on ${date}. We hope you had a lovely time.`,
  askGoogle: 'Your opinion matters: a few words on our Google page help other guests find us.',
  google: 'Leave a review on Google',
  askFeedback: 'Your opinion matters: tell us in a minute how your meal went. Only the restaurant reads your answer.',
  feedback: 'Give my feedback',
  stopIntro: 'Would you rather not receive these thank-you e-mails?',
  stop: 'Stop these e-mails',
};

const es: ThankYouCopy = {
  subject: (restaurant) => `Gracias por su visita – ${restaurant}`,
  heading: 'Gracias por su visita',
  thanks: (restaurant, date) => `Todo el equipo de ${restaurant} le agradece su visita del ${date}. Esperamos que haya pasado un buen rato.`,
  askGoogle: 'Su opinión cuenta: unas palabras en nuestra página de Google ayudan a otros comensales a descubrirnos.',
  google: 'Dejar una opinión en Google',
  askFeedback: 'Su opinión cuenta: cuéntenos en un minuto qué tal fue su comida. Solo el restaurante lee su respuesta.',
  feedback: 'Dar mi opinión',
  stopIntro: '¿Prefiere no recibir estos agradecimientos?',
  stop: 'No recibir más estos correos',
};

const de: ThankYouCopy = {
  subject: (restaurant) => `Vielen Dank für Ihren Besuch – ${restaurant}`,
  heading: 'Vielen Dank für Ihren Besuch',
  thanks: (restaurant, date) => `Das ganze Team von ${restaurant} dankt Ihnen für Ihren Besuch am ${date}. Wir hoffen, Sie hatten eine schöne Zeit.`,
  askGoogle: 'Ihre Meinung zählt: Ein paar Worte auf unserer Google-Seite helfen anderen Gästen, uns zu entdecken.',
  google: 'Bewertung auf Google schreiben',
  askFeedback: 'Ihre Meinung zählt: Sagen Sie uns in einer Minute, wie Ihr Essen war. Nur das Restaurant liest Ihre Antwort.',
  feedback: 'Meine Bewertung abgeben',
  stopIntro: 'Sie möchten diese Dankes-E-Mails nicht mehr erhalten?',
  stop: 'Diese E-Mails abbestellen',
};

const it: ThankYouCopy = {
  subject: (restaurant) => `Grazie per la tua visita – ${restaurant}`,
  heading: 'Grazie per la tua visita',
  thanks: (restaurant, date) => `Tutto il team di ${restaurant} ti ringrazia per essere venuto il ${date}. Speriamo che tu abbia trascorso un bel momento.`,
  askGoogle: 'La tua opinione conta: qualche parola sulla nostra pagina Google aiuta altri ospiti a scoprirci.',
  google: 'Lascia una recensione su Google',
  askFeedback: 'La tua opinione conta: raccontaci in un minuto com’è andato il tuo pasto. Solo il ristorante legge la tua risposta.',
  feedback: 'Dai la tua opinione',
  stopIntro: 'Preferisci non ricevere più questi ringraziamenti?',
  stop: 'Non ricevere più queste e-mail',
};

const COPY: Record<DinerLanguage, ThankYouCopy> = { fr, en, es, de, it };

export const thankYouCopy = (language: unknown): ThankYouCopy => COPY[languageOr(language)];
