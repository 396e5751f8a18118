import { plural } from '../../../domain/plurals';

// Every French sentence of staff access, in one place so the tests and the web app agree.
export const AUTH_MESSAGES = {
  // Spec section 8: a wrong code, whatever the reason, reads the same.
  codeUnknown: 'Votre code confidentiel est inconnu, veuillez réessayer.',
  codeInvalid: 'Veuillez saisir votre code confidentiel à 4 chiffres.',
  userLookupFailed: 'Une erreur est survenue lors de la récupération utilisateur.',
  deviceUnknown: "Cet appareil n'est pas connecté à un restaurant. Connectez-le avec le compte du propriétaire.",
  deviceDisabled: 'Cet appareil a été bloqué après 10 codes erronés. Le propriétaire doit le connecter à nouveau avec son e-mail et son mot de passe.',
  loginDelayed: (seconds: number) => `Trop de codes erronés. Patientez ${plural('fr', seconds, { one: '# seconde', other: '# secondes' })} avant de réessayer.`,

  authRequired: 'Veuillez vous connecter avec votre code confidentiel.',
  sessionExpired: 'Votre session a expiré. Veuillez saisir à nouveau votre code confidentiel.',
  sessionRevoked: "Votre accès n'est plus valable sur cet appareil. Veuillez vous reconnecter.",
  forbiddenRestaurant: "Vous n'avez pas accès à ce restaurant.",
  forbiddenRole: "Votre rôle ne permet pas d'effectuer cette action.",
  loggedOut: 'Vous êtes déconnecté.',
  streamTicketInvalid: 'Ce lien du direct a expiré. Rechargez la page.',

  ownerCredentials: 'E-mail ou mot de passe incorrect.',
  ownerDelayed: (seconds: number) =>
    `Trop de mots de passe erronés pour ce compte. Patientez ${plural('fr', seconds, { one: '# seconde', other: '# secondes' })} ou réinitialisez votre mot de passe.`,
  ownerNotOwner: 'Ce compte ne gère pas ce restaurant.',
  ownerNoRestaurant: 'Ce compte ne gère encore aucun restaurant. Créez-en un depuis « Créer mon restaurant ».',
  emailInvalid: 'Indiquez une adresse e-mail valide.',
  passwordTooShort: (min: number) => `Le mot de passe doit contenir au moins ${min} caractères.`,
  accountExists: 'Un compte existe déjà avec cette adresse e-mail. Saisissez son mot de passe pour y ajouter ce restaurant, ou réinitialisez-le.',
  restaurantNameInvalid: 'Indiquez le nom du restaurant (2 à 80 caractères).',
  ownerNameInvalid: 'Indiquez votre prénom (1 à 60 caractères).',
  signedUp: 'Votre restaurant est créé et cet appareil y est connecté.',
  // The same answer whether the address already has an account or not: the rest goes by e-mail.
  signUpMailSent: (email: string) =>
    `Nous avons envoyé un e-mail à ${email}. Ouvrez le lien qu'il contient pour confirmer votre adresse ; votre restaurant pourra alors recevoir des réservations en ligne.`,
  emailConfirmed: 'Votre adresse e-mail est confirmée : votre restaurant peut recevoir des réservations en ligne.',
  confirmationLinkInvalid: "Ce lien de confirmation n'est plus valable. Connectez-vous et demandez un nouvel e-mail depuis le tableau de bord.",
  confirmationResent: (email: string) => `Un nouvel e-mail de confirmation a été envoyé à ${email}.`,
  confirmationAlreadyDone: 'Votre adresse e-mail est déjà confirmée.',
  confirmationTooMany: 'Trois e-mails de confirmation ont déjà été envoyés cette heure-ci. Vérifiez vos courriers indésirables ou réessayez plus tard.',
  enrolled: 'Cet appareil est connecté au restaurant.',
  chooseRestaurant: 'Choisissez le restaurant à connecter sur cet appareil.',

  resetRequested:
    'Si un compte existe avec cette adresse, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe (valable 1 heure).',
  resetLinkInvalid: "Ce lien n'est plus valable. Demandez un nouveau lien de réinitialisation.",
  passwordChanged: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',

  tutorialDone: 'Le tutoriel est terminé.',
} as const;
