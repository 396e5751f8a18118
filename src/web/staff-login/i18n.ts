// French strings of staff access (code screen, enrolment, sign-up, password, tutorial). Kept beside
// the feature so the diner's wizard bundle does not carry them; same shape as `fr` in i18n/fr.ts.

export const frStaff = {
  login: {
    documentTitle: (product: string) => `${product} : connexion de l'équipe`,
    heading: 'Saisissez votre code',
    instructions: 'Veuillez saisir votre code confidentiel à 4 chiffres.',
    digitLabel: (n: number) => `Chiffre ${n} sur 4 du code confidentiel`,
    groupLabel: 'Code confidentiel à 4 chiffres',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    invalid: 'Veuillez saisir votre code confidentiel à 4 chiffres.',
    failureTitle: 'Oops',
    failure: 'Votre code confidentiel est inconnu, veuillez réessayer.',
    userLookupFailure: 'Une erreur est survenue lors de la récupération utilisateur.',
    configErrorTitle: 'Erreur',
    configError: 'Impossible de récupérer la configuration.',
    version: (v: string) => `Version ${v}`,
    logoAlt: (product: string) => `Logo ${product}`,
    otherRestaurant: 'Connecter cet appareil à un autre restaurant',
    otherRestaurantConfirm:
      'Cet appareil ne sera plus connecté à ce restaurant : il faudra l’e-mail et le mot de passe du propriétaire pour le reconnecter. Continuer ?',
  },

  enrol: {
    heading: 'Connecter cet appareil',
    intro:
      'Une fois connecté par le propriétaire, cet appareil (tablette de l’accueil, ordinateur du bureau) donne accès au restaurant avec le code confidentiel de chaque membre de l’équipe.',
    email: 'E-mail du propriétaire',
    password: 'Mot de passe',
    restaurant: 'Restaurant à connecter',
    restaurantPlaceholder: 'Choisissez un restaurant',
    deviceLabel: 'Nom de cet appareil (facultatif)',
    deviceLabelHint: 'Par exemple « Tablette de l’accueil » : il apparaît dans la liste des appareils.',
    submit: 'Connecter cet appareil',
    submitting: 'Connexion de l’appareil…',
    forgot: 'Mot de passe oublié ?',
    signUpPrompt: 'Pas encore de compte ?',
    signUp: 'Créer mon restaurant',
    demo: 'Essayer la réservation de démonstration',
    errors: {
      email: 'Indiquez l’e-mail du propriétaire.',
      password: 'Indiquez le mot de passe.',
      restaurant: 'Choisissez le restaurant.',
    },
  },

  signUp: {
    documentTitle: 'Créer mon restaurant — Couvert',
    heading: 'Créer mon restaurant',
    intro:
      'En deux minutes : votre restaurant est créé avec des services du mardi au samedi, midi et soir, et quelques tables. Vous ajusterez tout dans les réglages.',
    restaurantName: 'Nom du restaurant',
    ownerName: 'Votre prénom',
    email: 'Votre e-mail',
    password: 'Mot de passe',
    passwordHint: '10 caractères au moins ; ni un mot de passe courant, ni une suite comme 123456 ou azerty.',
    code: 'Votre code confidentiel (4 chiffres)',
    codeHint: 'Vous le saisirez sur cet appareil pour ouvrir le cahier de réservations.',
    submit: 'Créer mon restaurant',
    submitting: 'Création du restaurant…',
    haveAccount: 'Déjà un compte ?',
    enrol: 'Connecter cet appareil',
    done: (name: string, email: string) =>
      `« ${name} » est créé et cet appareil y est connecté. Saisissez votre code pour commencer. Pour ouvrir les réservations en ligne, confirmez votre adresse avec le lien envoyé à ${email}.`,
    sentHeading: 'Vérifiez vos e-mails',
    errors: {
      restaurantName: 'Indiquez le nom du restaurant (2 à 80 caractères).',
      ownerName: 'Indiquez votre prénom.',
      email: 'Indiquez une adresse e-mail valide.',
      password: 'Le mot de passe doit contenir au moins 10 caractères.',
      code: 'Le code doit compter exactement 4 chiffres.',
    },
  },

  confirmEmail: {
    documentTitle: 'Confirmation de votre adresse — Couvert',
    heading: 'Confirmation de votre adresse e-mail',
    working: 'Confirmation en cours…',
    noToken: "Ce lien est incomplet. Ouvrez à nouveau le lien de l'e-mail reçu.",
    failed: "Ce lien de confirmation n'est plus valable.",
    next: 'Ouvrir Couvert',
  },

  forgot: {
    documentTitle: 'Mot de passe oublié — Couvert',
    heading: 'Mot de passe oublié',
    intro: 'Indiquez l’e-mail du compte propriétaire : nous vous envoyons un lien pour choisir un nouveau mot de passe.',
    email: 'E-mail du propriétaire',
    submit: 'Envoyer le lien',
    submitting: 'Envoi…',
    back: 'Retour à la connexion',
  },

  reset: {
    documentTitle: 'Nouveau mot de passe — Couvert',
    heading: 'Choisir un nouveau mot de passe',
    password: 'Nouveau mot de passe',
    confirmation: 'Confirmez le mot de passe',
    hint: '10 caractères au moins ; ni un mot de passe courant, ni une suite comme 123456 ou azerty.',
    submit: 'Enregistrer le mot de passe',
    submitting: 'Enregistrement…',
    mismatch: 'Les deux mots de passe ne correspondent pas.',
    tooShort: 'Le mot de passe doit contenir au moins 10 caractères.',
    missingToken: 'Ce lien est incomplet. Ouvrez le lien reçu par e-mail, ou demandez-en un nouveau.',
    newLink: 'Demander un nouveau lien',
    toLogin: 'Connecter un appareil',
  },

  tutorial: {
    documentTitle: 'Bienvenue — Couvert',
    progress: (n: number, total: number) => `Étape ${n} sur ${total}`,
    previous: 'Précédent',
    next: 'Suivant',
    finish: 'Commencer le service',
    skip: 'Passer le tutoriel',
    finishing: 'Un instant…',
    error: 'Impossible d’enregistrer la fin du tutoriel. Veuillez réessayer.',
    steps: [
      {
        title: 'Le cahier de réservations',
        text: 'Chaque jour, midi et soir : les réservations par heure avec le nombre de couverts, la table, les préférences et les commentaires. Confirmez, installez, terminez ou signalez un absent en un geste. Les réservations en ligne, annulations et retards apparaissent d’eux-mêmes, sans recharger.',
        points: [
          'Réservation par téléphone et client de passage en quelques touches',
          'Liste d’attente : une table se libère, vous attribuez',
          'Recherche par nom, téléphone ou e-mail',
        ],
      },
      {
        title: 'Les réglages',
        text: 'Horaires des services, jours de fermeture, tables et plan de salle, questions posées aux clients : tout se règle par le propriétaire ou un responsable, et s’applique aussitôt à la réservation en ligne.',
        points: ['Services du midi et du soir, créneaux et durée d’une table', 'Fermetures exceptionnelles', 'Tables, emplacements et plan de salle'],
      },
      {
        title: 'Votre lien de réservation',
        text: 'Partagez ce lien sur votre site, vos réseaux et votre fiche Google, ou intégrez la réservation directement dans votre site :',
        points: [],
      },
    ],
    /** The last step while the owner's address is not confirmed: the link takes no booking yet. */
    waitingEmail: (emails: string) =>
      `La réservation en ligne ouvrira dès que vous aurez confirmé votre adresse avec le lien envoyé à ${emails || 'votre adresse e-mail'}. Vous pourrez alors partager ce lien.`,
    linkLabel: 'Lien de réservation',
    embedLabel: 'Code à coller dans votre site',
  },
} as const;
