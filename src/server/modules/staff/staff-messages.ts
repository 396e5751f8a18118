export const STAFF_MESSAGES = {
  memberNotFound: "Ce membre de l'équipe est introuvable.",
  deviceNotFound: 'Cet appareil est introuvable.',
  codeTaken: "Ce code est déjà utilisé par un membre de l'équipe. Choisissez-en un autre.",
  nameInvalid: 'Indiquez un prénom (1 à 60 caractères).',
  lastOwner: 'Le restaurant doit garder au moins un propriétaire.',
  memberAdded: (name: string) => `${name} fait maintenant partie de l'équipe.`,
  memberUpdated: 'Modifications enregistrées.',
  memberRemoved: (name: string) => `${name} ne fait plus partie de l'équipe.`,
  deviceRevoked: "L'appareil est déconnecté : son code ne fonctionne plus.",
  tutorialDone: 'Tutoriel terminé. Bon service !',
} as const;
