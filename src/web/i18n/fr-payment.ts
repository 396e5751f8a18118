// The French words of a card guarantee or a deposit: the block of the wizard's last page
// (`protection`) and the page the payment provider sends the diner back to (`bookingPayment`).
// The other languages: <l>-payment.ts.

export const frProtection = {
  guaranteeHeading: 'Garantie par carte bancaire',
  depositHeading: 'Acompte',
  guaranteeAmount: (amount: string) => `Montant débité en cas d'absence : ${amount}`,
  depositAmount: (amount: string) => `Montant à régler maintenant : ${amount}`,
  freeUntil: (when: string) => `Annulation sans frais jusqu'au ${when}`,
  freeOver: "Le délai d'annulation sans frais est déjà passé pour cette réservation.",
  dateAtTime: (date: string, time: string) => `${date} à ${time}`,
  acceptGuarantee: "J'accepte ces conditions de garantie et le montant indiqué.",
  acceptDeposit: "J'accepte ces conditions et le paiement de l'acompte indiqué.",
  loading: 'Chargement des conditions de garantie…',
  loadError: 'Impossible de charger les conditions de garantie du restaurant.',
  changed: 'Les conditions du restaurant ont changé : lisez-les de nouveau, puis cochez la case pour réserver.',
  nextGuarantee: "Vous saisirez votre carte sur la page de paiement sécurisée à l'étape suivante : rien n'est débité aujourd'hui.",
  nextDeposit: (amount: string) => `Vous réglerez l'acompte de ${amount} maintenant, sur la page de paiement sécurisée.`,
  redirecting: 'Redirection vers la page de paiement sécurisée…',
  redirectErrorTitle: "La page de paiement ne s'est pas ouverte",
  redirectUnreachable: 'Le serveur ne répond pas. Vérifiez votre connexion et réessayez.',
  retry: 'Réessayer',
};

export const frBookingPayment = {
  loading: 'Vérification de votre paiement…',
  when: (date: string, hour: string, persons: string) => `${date} à ${hour}, ${persons}`,
  confirmedTitle: 'Réservation confirmée',
  confirmedCard: (card: string) => `Votre carte ${card} est enregistrée en garantie : rien n'a été débité.`,
  confirmedCardless: "Votre carte est enregistrée en garantie : rien n'a été débité.",
  confirmedDeposit: (amount: string) => `Votre acompte de ${amount} a été réglé.`,
  seeBooking: 'Voir ma réservation',
  openTitle: "Le paiement n'est pas terminé",
  openGuarantee: "Votre carte n'a pas encore été enregistrée.",
  openDeposit: "L'acompte n'a pas encore été réglé.",
  heldUntil: (time: string) => `Votre table vous est réservée jusqu'à ${time} : reprenez le paiement pour confirmer la réservation.`,
  redirecting: 'Redirection vers la page de paiement sécurisée…',
  resume: 'Reprendre le paiement',
  releasedTitle: 'La table a été libérée',
  releasedGuarantee: "Le délai pour enregistrer votre carte est dépassé : la table a été remise à disposition et rien n'a été débité.",
  releasedDeposit: "Le délai pour régler l'acompte est dépassé : la table a été remise à disposition et rien n'a été débité.",
  releasedRetry: 'Elle est encore libre : vous pouvez réessayer.',
  releasedGone: 'Elle a été réservée depuis : choisissez un autre horaire.',
  retry: 'Réessayer',
  bookAgain: 'Réserver une autre table',
  refundedTitle: 'Paiement remboursé',
  refundedText: (amount: string) =>
    `Votre paiement de ${amount} est arrivé après la fin du délai, alors que la table avait déjà été attribuée : il vous a été intégralement remboursé. Votre réservation n'est pas confirmée.`,
  errorTitle: 'Oops, une erreur est survenue',
  unreachable: 'Le serveur ne répond pas. Vérifiez votre connexion et réessayez.',
};
