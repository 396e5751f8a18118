import { plural } from '../../../../domain/plurals';
import { button, muted, paragraph, renderEmail, sentenceWithLink, type Brand } from './email-layout';
import type { RenderedEmail } from './types';

export interface PasswordResetMail {
  /** The product's brand: this e-mail is about the owner's account, not about a restaurant. */
  brand: Brand;
  to: string;
  name: string;
  resetUrl: string;
  validityMinutes: number;
}

/** "une heure", "30 minutes", "2 heures". */
export function frenchDuration(minutes: number): string {
  if (minutes >= 60 && minutes % 60 === 0) return plural('fr', minutes / 60, { '=1': 'une heure', other: '# heures' });
  return plural('fr', minutes, { '=1': 'une minute', other: '# minutes' });
}

export function passwordResetEmail(mail: PasswordResetMail): RenderedEmail {
  const { brand, resetUrl } = mail;
  const app = brand.appName;
  const subject = `Réinitialisation de votre mot de passe ${app}`;
  const validity = `Ce lien est valable ${frenchDuration(mail.validityMinutes)} et ne sert qu'une fois.`;
  const notYou = "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.";
  const hello = mail.name.trim() ? `Bonjour ${mail.name.trim()},` : 'Bonjour,';
  const asked = `Vous avez demandé à réinitialiser le mot de passe de votre compte ${app} (${mail.to}).`;
  const { html, text } = renderEmail(brand, {
    subject,
    preheader: `Choisissez un nouveau mot de passe. ${validity}`,
    heading: 'Choisissez un nouveau mot de passe',
    blocks: [
      paragraph(hello),
      paragraph(asked),
      button('Choisir un nouveau mot de passe', resetUrl),
      muted(validity),
      muted(notYou),
      // Some clients strip buttons; the address itself still works when pasted.
      sentenceWithLink('Le bouton ne fonctionne pas ? Copiez cette adresse dans votre navigateur :', resetUrl, resetUrl, { muted: true }),
    ],
    textBlocks: [hello, asked, `Choisir un nouveau mot de passe : ${resetUrl}`, validity, notYou],
  });
  return { channel: 'email', to: mail.to, fromName: app, subject, html, text };
}
