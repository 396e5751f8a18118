// French strings of the daily-specials mailing pages (loaded with them).

import { parseInstant } from '../../domain/dates';
import { plural } from '../../domain/plurals';

export const frMailing = {
  title: 'Communications du jour',
  documentTitle: 'Communications du jour — Couvert',
  tabsLabel: 'Rubriques des communications',
  tabs: { compose: 'Nouvel envoi', history: 'Envois', subscribers: 'Abonnés', signupPage: 'Page d’inscription' },
  signupPage: {
    intro:
      'Vos clients s’inscrivent à vos communications sur cette page publique, ou en cochant « les actualités » quand ils réservent. Partagez-la, affichez-la sur votre site ou imprimez son QR code pour la salle.',
    link: 'Lien de la page d’inscription',
    open: 'Ouvrir la page d’inscription',
    embed: 'Code à coller dans votre site',
    copy: 'Copier',
    copied: 'Copié !',
    qrLabel: 'QR code de la page d’inscription',
    qrCaption: 'Scanné avec un téléphone, ce QR code ouvre la page d’inscription.',
    qrDownload: 'Télécharger le QR code (SVG)',
    loading: 'Chargement…',
    error: 'Impossible de charger l’adresse de la page. Rechargez la page.',
  },
  compose: {
    intro: 'Envoyez vos plats du jour aux abonnés confirmés, par e-mail et/ou par SMS.',
    subject: 'Objet',
    text: 'Message',
    textHint: 'Laissez une ligne vide entre deux paragraphes.',
    sms: 'Texte du SMS (facultatif)',
    smsHint: (chars: number, segments: number) =>
      `${plural('fr', chars, { '=1': '1 caractère', other: '# caractères' })}, ${segments} SMS par destinataire. Sans texte, le message ci-dessus est repris. La mention STOP est ajoutée.`,
    picture: 'Photo (facultative)',
    channels: 'Envoyer par',
    email: 'E-mail',
    smsChannel: 'SMS',
    when: 'Quand',
    now: 'Maintenant',
    later: 'À une date et une heure',
    date: 'Date d’envoi',
    time: 'Heure d’envoi',
    preview: 'Aperçu',
    send: 'Envoyer',
    schedule: 'Programmer',
    needDate: 'Choisissez la date et l’heure d’envoi.',
    confirmTitle: 'Confirmer l’envoi',
    confirmNow: (n: number) => `Envoyer ce message maintenant à ${plural('fr', n, { one: '# destinataire', other: '# destinataires' })} ?`,
    confirmLater: (n: number, when: string) =>
      `Programmer ce message pour ${when}, vers ${plural('fr', n, { one: '# destinataire', other: '# destinataires' })} ?`,
    previewTitle: 'Aperçu de l’envoi',
    recipients: (emails: number, sms: number) => `${plural('fr', emails, { one: '# e-mail', other: '# e-mails' })} et ${sms} SMS`,
    smsHeld: (when: string) => `Les SMS commerciaux ne partent que du lundi au samedi, de 8 h à 20 h, hors jours fériés : ils partiront le ${when}.`,
    emailPreview: 'E-mail',
    smsPreview: 'SMS',
    noRecipient: 'Aucun abonné confirmé ne peut recevoir cet envoi.',
    sentToast: 'Envoi lancé.',
    scheduledToast: 'Envoi programmé.',
  },
  history: {
    none: 'Aucun envoi pour le moment.',
    status: { draft: 'Brouillon', scheduled: 'Programmé', queued: 'Envoyé', cancelled: 'Annulé' } as Record<string, string>,
    inProgress: 'En cours',
    sent: 'envoyés',
    failed: 'échecs',
    pending: 'en attente',
    skipped: 'non remis (désinscrits)',
    unsubscribed: 'désinscriptions depuis',
    smsHeldUntil: (when: string) => `SMS retenus jusqu’au ${when}`,
    cancel: 'Annuler l’envoi',
    cancelConfirm: (subject: string) => `Annuler l’envoi « ${subject} » ? Aucun message ne partira.`,
    recipients: (emails: number, sms: number) => `${plural('fr', emails, { one: '# e-mail', other: '# e-mails' })}, ${sms} SMS`,
    reportLabel: (subject: string) => `Bilan de « ${subject} »`,
  },
  subscribers: {
    search: 'Rechercher (e-mail ou téléphone)',
    status: 'Statut',
    all: 'Tous',
    statuses: { pending: 'En attente de confirmation', active: 'Confirmé', unsubscribed: 'Désinscrit' } as Record<string, string>,
    total: (n: number) => plural('fr', n, { one: '# abonné', other: '# abonnés' }),
    none: 'Aucun abonné.',
    consent: 'Consentement',
    consentAt: (when: string) => `donné le ${when}`,
    fromPage: 'sur la page d’inscription',
    fromBooking: (reference: string, date: string) => `en réservant (réservation ${reference} du ${date})`,
    confirmedAt: (when: string) => `confirmé le ${when}`,
    unsubscribedAt: (when: string) => `désinscrit le ${when}`,
    channels: { email: 'E-mail', sms: 'SMS' } as Record<string, string>,
    remove: 'Supprimer',
    removeConfirm: (who: string) => `Supprimer l’abonné ${who} ? Il ne recevra plus rien et sa preuve de consentement sera effacée.`,
    previous: 'Page précédente',
    next: 'Page suivante',
    page: (n: number, of: number) => `Page ${n} sur ${of}`,
  },
  cancel: 'Annuler',
  confirm: 'Confirmer',
  close: 'Fermer',
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'dateTime' | 'date', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('fr-FR', kind === 'dateTime' ? { dateStyle: 'full', timeStyle: 'short', timeZone } : { dateStyle: 'long', timeZone });
    formatters.set(key, f);
  }
  return f;
}
/**
 * Instants are shown on the restaurant's clock (the API gives its zone): a send scheduled for 10:00
 * in Nouméa reads 10:00, whatever the zone of the device showing it.
 */
export const formatInstant = (iso: string, timeZone: string) => formatter('dateTime', timeZone).format(parseInstant(iso));
export const formatDay = (iso: string, timeZone: string) => formatter('date', timeZone).format(parseInstant(iso));
