import { button, muted, paragraph, renderEmail, sentenceWithLink, type Brand } from './email-layout';
import type { RenderedEmail } from './types';

// E-mails about an owner's account security: a device disabled after wrong codes, wrong passwords
// on the account, a sign-up attempted with the address, and the address's confirmation link.

interface Notice {
  brand: Brand;
  to: string;
  name: string;
}

const hello = (name: string) => (name.trim() ? `Bonjour ${name.trim()},` : 'Bonjour,');

function notice(n: Notice, subject: string, heading: string, lines: string[], action?: { label: string; url: string }, notes: string[] = []): RenderedEmail {
  const blocks = [paragraph(hello(n.name)), ...lines.map(paragraph)];
  const textBlocks = [hello(n.name), ...lines];
  if (action) {
    blocks.push(button(action.label, action.url));
    blocks.push(sentenceWithLink('Le bouton ne fonctionne pas ? Copiez cette adresse dans votre navigateur :', action.url, action.url, { muted: true }));
    textBlocks.push(`${action.label} : ${action.url}`);
  }
  blocks.push(...notes.map(muted));
  textBlocks.push(...notes);
  const { html, text } = renderEmail(n.brand, { subject, preheader: lines[0] ?? heading, heading, blocks, textBlocks });
  return { channel: 'email', to: n.to, fromName: n.brand.appName, subject, html, text };
}

export function deviceDisabledEmail(n: Notice & { restaurantName: string; deviceLabel: string; failures: number; devicesUrl: string }): RenderedEmail {
  const device = n.deviceLabel.trim() ? `« ${n.deviceLabel.trim()} »` : 'un appareil';
  return notice(
    n,
    `Appareil bloqué à ${n.restaurantName}`,
    'Un appareil a été bloqué',
    [
      `L'appareil ${device} de ${n.restaurantName} a été bloqué après ${n.failures} codes confidentiels erronés en moins de 24 heures.`,
      "Si personne de votre équipe ne s'est trompé, quelqu'un a peut-être essayé de deviner un code : changez les codes de votre équipe.",
      'Pour le débloquer, connectez-le à nouveau avec votre e-mail et votre mot de passe.',
    ],
    { label: 'Voir les appareils', url: n.devicesUrl },
  );
}

export function passwordAttemptsEmail(n: Notice & { failures: number; resetUrl: string }): RenderedEmail {
  return notice(
    n,
    `Tentatives de connexion à votre compte ${n.brand.appName}`,
    'Mots de passe erronés sur votre compte',
    [
      `${n.failures} mots de passe erronés ont été saisis pour votre compte (${n.to}) en moins d'une heure. Les essais suivants sont ralentis.`,
      "Si ce n'était pas vous, quelqu'un essaie peut-être de deviner votre mot de passe : choisissez-en un nouveau, long et unique.",
    ],
    { label: 'Choisir un nouveau mot de passe', url: n.resetUrl },
    ['Si vous vous êtes simplement trompé, patientez quelques minutes ou réinitialisez votre mot de passe.'],
  );
}

export function signUpAttemptEmail(n: Notice & { loginUrl: string; resetUrl: string; addedRestaurant: string | null }): RenderedEmail {
  if (n.addedRestaurant) {
    return notice(
      n,
      `${n.addedRestaurant} a été ajouté à votre compte ${n.brand.appName}`,
      'Un restaurant de plus',
      [
        `Le restaurant « ${n.addedRestaurant} » a été ajouté à votre compte (${n.to}). Connectez un appareil avec votre e-mail et votre mot de passe pour l'ouvrir.`,
      ],
      { label: 'Me connecter', url: n.loginUrl },
      ["Si ce n'était pas vous, changez votre mot de passe : " + n.resetUrl],
    );
  }
  return notice(
    n,
    `Création de restaurant avec votre adresse – ${n.brand.appName}`,
    'Votre adresse a servi à une inscription',
    [
      `Quelqu'un a essayé de créer un restaurant sur ${n.brand.appName} avec votre adresse (${n.to}). Vous avez déjà un compte : rien n'a été créé.`,
      'Si c’était vous, connectez-vous avec votre mot de passe. Si vous l’avez oublié, choisissez-en un nouveau.',
    ],
    { label: 'Me connecter', url: n.loginUrl },
    [`Mot de passe oublié : ${n.resetUrl}`, "Si ce n'était pas vous, ignorez ce message : votre compte n'a pas changé."],
  );
}

export function emailConfirmationEmail(n: Notice & { confirmUrl: string; validityHours: number }): RenderedEmail {
  return notice(
    n,
    `Confirmez votre adresse e-mail – ${n.brand.appName}`,
    'Confirmez votre adresse e-mail',
    [`Bienvenue sur ${n.brand.appName} ! Confirmez votre adresse (${n.to}) pour que votre restaurant puisse recevoir des réservations en ligne.`],
    { label: 'Confirmer mon adresse', url: n.confirmUrl },
    [`Ce lien est valable ${n.validityHours} heures.`, "Si vous n'avez pas créé de restaurant, ignorez ce message."],
  );
}
