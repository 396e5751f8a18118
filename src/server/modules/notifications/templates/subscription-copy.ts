import { languageOr, type DinerLanguage } from '../../../../domain/languages';

// The words of the sign-up confirmation e-mail, in the language the diner signed up in. The French
// is the spec's, byte for byte.

export interface SubscriptionConfirmCopy {
  subject: (restaurant: string) => string;
  preheader: (restaurant: string) => string;
  heading: string;
  asked: (restaurant: string) => string;
  click: string;
  open: (url: string) => string;
  button: string;
  notYou: string;
}

const COPIES: Record<DinerLanguage, SubscriptionConfirmCopy> = {
  fr: {
    subject: (r) => `Confirmez votre inscription – ${r}`,
    preheader: (r) => `Un clic pour recevoir les communications du jour de ${r}.`,
    heading: 'Confirmez votre inscription',
    asked: (r) => `Vous avez demandé à recevoir les communications du jour de ${r} (plats du jour, menus, évènements).`,
    click: 'Pour confirmer votre inscription, cliquez sur le bouton ci-dessous :',
    open: (url) => `Pour confirmer votre inscription, ouvrez ce lien : ${url}`,
    button: 'Confirmer mon inscription',
    notYou: "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message : vous ne recevrez rien.",
  },
  en: {
    subject: (r) => `Confirm your sign-up – ${r}`,
    preheader: (r) => `One click to receive today's news from ${r}.`,
    heading: 'Confirm your sign-up',
    asked: (r) => `You asked to receive today's news from ${r} (daily specials, menus, events).`,
    click: 'To confirm your sign-up, click the button below:',
    open: (url) => `To confirm your sign-up, open this link: ${url}`,
    button: 'Confirm my sign-up',
    notYou: 'If you did not ask for this, simply ignore this message: you will receive nothing.',
  },
  es: {
    subject: (r) => `Confirme su suscripción – ${r}`,
    preheader: (r) => `Un clic para recibir las novedades del día de ${r}.`,
    heading: 'Confirme su suscripción',
    asked: (r) => `Ha pedido recibir las novedades del día de ${r} (platos del día, menús, eventos).`,
    click: 'Para confirmar su suscripción, haga clic en el botón de abajo:',
    open: (url) => `Para confirmar su suscripción, abra este enlace: ${url}`,
    button: 'Confirmar mi suscripción',
    notYou: 'Si no ha sido usted, ignore este mensaje: no recibirá nada.',
  },
  de: {
    subject: (r) => `Bestätigen Sie Ihre Anmeldung – ${r}`,
    preheader: (r) => `Ein Klick, um die Neuigkeiten des Tages von ${r} zu erhalten.`,
    heading: 'Bestätigen Sie Ihre Anmeldung',
    asked: (r) => `Sie möchten die Neuigkeiten des Tages von ${r} erhalten (Tagesgerichte, Menüs, Veranstaltungen).`,
    click: 'Um Ihre Anmeldung zu bestätigen, klicken Sie auf die Schaltfläche unten:',
    open: (url) => `Um Ihre Anmeldung zu bestätigen, öffnen Sie diesen Link: ${url}`,
    button: 'Meine Anmeldung bestätigen',
    notYou: 'Wenn Sie diese Anfrage nicht gestellt haben, ignorieren Sie diese Nachricht einfach: Sie erhalten nichts.',
  },
  it: {
    subject: (r) => `Conferma la tua iscrizione – ${r}`,
    preheader: (r) => `Un clic per ricevere le novità del giorno di ${r}.`,
    heading: 'Conferma la tua iscrizione',
    asked: (r) => `Hai chiesto di ricevere le novità del giorno di ${r} (piatti del giorno, menu, eventi).`,
    click: 'Per confermare la tua iscrizione, clicca sul pulsante qui sotto:',
    open: (url) => `Per confermare la tua iscrizione, apri questo link: ${url}`,
    button: 'Conferma la mia iscrizione',
    notYou: 'Se non sei stato tu, ignora semplicemente questo messaggio: non riceverai nulla.',
  },
};

export const subscriptionConfirmCopy = (language: unknown): SubscriptionConfirmCopy => COPIES[languageOr(language)];

/** The text that carries the wizard's phone code, in the language the diner is booking in. */
interface SmsCodeCopy {
  forRestaurant: (restaurant: string, code: string, minutes: number) => string;
  forApp: (app: string, code: string, minutes: number) => string;
}

const SMS_CODE: Record<DinerLanguage, SmsCodeCopy> = {
  fr: {
    forRestaurant: (r, code, m) => `${r} : votre code de confirmation de réservation est ${code}. Il est valable ${m} minutes.`,
    forApp: (app, code, m) => `Votre code ${app} : ${code}. Il est valable ${m} minutes.`,
  },
  en: {
    forRestaurant: (r, code, m) => `${r}: your booking confirmation code is ${code}. It is valid for ${m} minutes.`,
    forApp: (app, code, m) => `Your ${app} code: ${code}. It is valid for ${m} minutes.`,
  },
  es: {
    forRestaurant: (r, code, m) => `${r}: su código de confirmación de reserva es ${code}. Es válido durante ${m} minutos.`,
    forApp: (app, code, m) => `Su código de ${app}: ${code}. Es válido durante ${m} minutos.`,
  },
  de: {
    forRestaurant: (r, code, m) => `${r}: Ihr Bestätigungscode für die Reservierung lautet ${code}. Er ist ${m} Minuten gültig.`,
    forApp: (app, code, m) => `Ihr ${app}-Code: ${code}. Er ist ${m} Minuten gültig.`,
  },
  it: {
    forRestaurant: (r, code, m) => `${r}: il tuo codice di conferma della prenotazione è ${code}. È valido ${m} minuti.`,
    forApp: (app, code, m) => `Il tuo codice ${app}: ${code}. È valido ${m} minuti.`,
  },
};

export const smsCodeCopy = (language: unknown): SmsCodeCopy => SMS_CODE[languageOr(language)];
