// French string catalogue of the web app, one section per feature. Every text a person can read or
// hear (labels, alerts, screen-reader names) lives here so another locale can follow.
// Features added later append their own section; keep shared words in `common`.

import { frAfterMeal } from './fr-after-meal';
import { BOOKING_NEWS_CONSENT } from '../../domain/subscription-consent';
import { DEFAULT_TERMS_TEXT } from '../../domain/default-terms';
import { FR_DINER_MESSAGES } from '../../domain/diner-messages/fr';
import { plural } from '../../domain/plurals';
import { frBookingPayment, frProtection } from './fr-payment';
import { frWaitingOffer } from './fr-waiting-offer';
import { DIETARY_LABELS_FR } from '../../domain/guest-profile';

const persons = (n: number) => plural('fr', n, { one: '# personne', other: '# personnes' });

export const fr = {
  common: {
    loading: 'Chargement…',
    close: 'Fermer',
    back: 'Retour',
    next: 'Suivant',
    ok: "J'ai compris",
    errorTitle: 'Oops',
    genericError: 'Une erreur est survenue. Veuillez réessayer.',
    networkError: 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
    retry: 'Réessayer',
    required: 'Obligatoire',
    persons,
  },

  landing: {
    title: 'Couvert',
    tagline: 'La réservation de table, simplement.',
    pitch:
      'Couvert permet à vos clients de réserver une table en ligne en deux minutes, depuis votre site ou leur téléphone, et à votre équipe de suivre le service en temps réel.',
    points: [
      'Réservation en ligne 24 h/24, sur votre site ou par un lien',
      "Liste d'attente et confirmation par SMS",
      'Vos tables, vos services et vos jours de fermeture, à votre main',
    ],
    demo: 'Essayer la réservation de démonstration',
  },

  wizard: {
    mainLabel: 'Réservation de table',
    logoAlt: (restaurant: string) => `Logo de ${restaurant}`,
    documentTitle: (product: string, restaurant: string) => `${product}: ${restaurant}`,
    loadingConfig: 'Chargement du restaurant…',

    steps: {
      starting: 'Choix du jour',
      informations: 'Informations',
      experience: 'Experience',
      validation: 'Validation',
      navLabel: 'Étapes de la réservation',
      completed: 'terminée',
      /** A step this request does not go through (the waiting list has no experience step). */
      skipped: 'sautée',
      current: 'étape en cours',
    },

    nav: {
      back: 'Retour',
      next: 'Suivant',
      start: 'Commencer',
      book: 'Réserver',
      joinWaiting: "S'inscrire sur la liste d'attente",
      reset: 'Recommencer la réservation',
      resetPromptTitle: 'Recommencer la réservation ?',
      resetPromptText: "La date, l'horaire et les informations déjà saisis seront effacés.",
      resetPromptNo: 'Non, continuer',
      resetPromptYes: 'Oui, recommencer',
      footerLabel: 'Navigation de la réservation',
      working: 'Veuillez patienter…',
      hints: {
        date: 'Choisissez un jour pour continuer.',
        hour: 'Choisissez un horaire pour continuer.',
        informations: 'Complétez les champs obligatoires pour continuer.',
        experience: 'Répondez aux questions obligatoires pour continuer.',
        summary: 'Acceptez les conditions pour réserver.',
        summaryWaiting: 'Acceptez les conditions pour vous inscrire.',
      },
    },

    unavailable: {
      title: 'Réservation non disponible',
      text: 'Vous ne pouvez pas réserver en ligne pour le moment sur ce restaurant.',
      notYetTitle: 'Bientôt disponible',
      notYetText: "La réservation en ligne de ce restaurant n'est pas encore ouverte : son inscription est en cours. Appelez-le pour réserver.",
      call: 'Appeler le restaurant',
      website: 'Visiter le site web',
    },

    welcome: {
      heading: 'Bienvenue',
      fastTitle: 'Simple et rapide',
      fastText: 'Choisissez votre jour, votre horaire et réservez en quelques clics.',
      customTitle: 'Personnalisé',
      customText: 'Précisez vos envies pour que le restaurant vous accueille au mieux.',
      averageTime: 'Temps moyen : 2 minutes',
    },

    dayNotice: {
      past: (longDate: string) => `Le ${longDate} est passé : choisissez un autre jour.`,
      closed: (longDate: string) => `Le restaurant est fermé le ${longDate} : choisissez un autre jour.`,
      too_far: (longDate: string) => `Le ${longDate} n'est pas encore ouvert à la réservation : choisissez un jour plus proche.`,
    },
    date: {
      heading: 'Choisissez votre jour',
      previousMonth: 'Mois précédent',
      nextMonth: 'Mois prochain',
      loadingDates: 'Chargement des disponibilités…',
      closedDatesError: "Impossible de charger les jours d'ouverture.",
      weekdaysShort: ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'],
      weekdaysLong: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
      selected: 'sélectionné',
      unavailableDay: 'indisponible',
      today: "aujourd'hui",
      chosen: (longDate: string) => `Jour choisi : ${longDate}`,
      eventsButton: 'Voir les prochains évènements',
      eventsTitle: 'Prochains évènements',
      eventsEmpty: "Il n'y a pas d'événements pour ces prochains jours.",
      eventsBackToCalendar: 'Retour au calendrier',
      eventsBook: 'Réserver',
      eventsBookLabel: (name: string, date: string) => `Réserver pour ${name}, le ${date}`,
      eventsLoading: 'Chargement des évènements…',
    },

    hour: {
      heading: 'Choisissez votre horaire',
      pastHidden: 'Les horaires déjà passés ne sont plus proposés.',
      lunch: 'Pour déjeuner',
      dinner: 'Pour diner',
      loading: 'Chargement des horaires…',
      error: 'Impossible de charger les horaires. Veuillez réessayer.',
      noneAvailable: 'AUCUN HORAIRE DISPONIBLE VEUILLEZ APPELER',
      callNumber: (phone: string) => `Appeler le ${phone}`,
      slotUnavailable: 'complet',
      slotClosed: 'non réservable',
      serviceFull: 'Complet',
      waitingBannerTitle: 'Restaurant complet',
      /** The banner's title when the other service of the day still has tables. */
      waitingBannerTitleNoon: 'Le service du midi est complet',
      waitingBannerTitleEvening: 'Le service du soir est complet',
      waitingBannerText: "Inscrivez-vous sur notre liste d'attente et soyez notifié si une table se libère",
      waitingBannerButton: "S'inscrire sur liste d'attente",
      waitingTitleNoon: "Liste d'attente - Service du midi",
      waitingTitleEvening: "Liste d'attente - Service du soir",
      waitingText: "Vous serez notifié par SMS ou par e-mail si une table se libère. Choisissez l'horaire qui vous conviendrait le mieux.",
      waitingPreferredTime: 'Horaire souhaité',
      waitingBack: 'Retour',
      waitingValidate: 'Valider',
      waitingChosen: "Liste d'attente",
    },

    informations: {
      heading: 'Vos informations',
      dateCard: 'Date',
      hourCard: 'Heure',
      waitingNotice: "Inscription sur liste d'attente : le restaurant vous préviendra si une table se libère.",
      covers: 'Combien de personnes ?',
      coversMinus: 'Retirer une personne',
      coversPlus: 'Ajouter une personne',
      name: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      phoneConfirmation: 'Confirmation du numéro',
      birthday: "Date d'anniversaire (facultatif)",
      postCode: 'Code postal (facultatif)',
      informations: 'Informations complémentaires (facultatif)',
      informationsHint: 'Allergies, poussette, occasion particulière…',
      dietary: {
        summary: 'Allergies ou régime alimentaire ?',
        hint: 'Facultatif. Le restaurant le verra avec votre réservation.',
        allergens: 'Allergies',
        diets: 'Régime',
        note: 'Précisions (facultatif)',
        // The same words as the staff's badges: French diners and the restaurant read one list.
        labels: DIETARY_LABELS_FR,
      },
      icons: 'Vos préférences',
      checking: 'Vérification de votre demande…',
      // The fields' messages are the server's, with their rules (src/domain/diner-fields.ts).
      errors: {
        tooLong: 'Ce texte est trop long.',
      },
    },

    experience: {
      heading: 'Votre expérience',
      questions: 'Quelques questions du restaurant',
      questionsLoading: 'Chargement des questions…',
      requiredBadge: 'Obligatoire',
      requiredError: 'Ce champ est obligatoire',
      tableChoice: 'Choisir sa table de préférence',
      tableAny: 'Peu importe',
      tablesLoading: 'Chargement des tables…',
      tablesEmpty: "Aucune table particulière n'est disponible à cet horaire.",
      tableCapacity: (n: number) => `jusqu'à ${persons(n)}`,
      seePlan: 'Voir le plan',
      planTitle: 'Plan de la salle',
      planAlt: 'Plan de la salle du restaurant',
      close: 'Fermer',
      placement: 'Où souhaitez-vous être placé ?',
      placementAny: 'Peu importe',
      preparing: 'Préparation de votre récapitulatif…',
    },

    protection: frProtection,

    summary: {
      heading: 'Vérifiez vos informations',
      date: 'Date',
      hour: 'Heure',
      covers: 'Personnes',
      name: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      informations: 'Informations',
      waiting: "Inscription sur liste d'attente",
      hold: "Votre table vous sera gardée 15 minutes après l'heure choisie.",
      waitingHold:
        "Une inscription sur liste d'attente n'est pas une réservation : aucune table ne vous est encore attribuée. Le restaurant vous préviendra si une table se libère.",
      waitingHour: 'Heure souhaitée',
      preferences: 'Préférences',
      table: 'Table souhaitée',
      placement: 'Emplacement souhaité',
      dietary: 'Allergies et régime',
      birthday: "Date d'anniversaire",
      postCode: 'Code postal',
      consentsLegend: 'Vos accords',
      terms: "J'accepte les conditions générales d'utilisation du service.",
      /** The same sentence, split around its link to the restaurant's terms. */
      termsBefore: "J'accepte les ",
      termsLink: "conditions générales d'utilisation du service",
      termsAfter: '.',
      newTab: "(s'ouvre dans un nouvel onglet)",
      communications: BOOKING_NEWS_CONSENT.fr,
      adult: 'Je certifie que je suis majeur et que tous les membres de ma réservation le sont également.',
      requiredMark: '(obligatoire)',
      dataNotice:
        "Vos données sont utilisées par le restaurant uniquement pour gérer votre réservation et, si vous l'acceptez, pour vous envoyer ses communications. Vous pouvez à tout moment demander leur consultation, rectification ou suppression auprès du restaurant.",
      creating: 'Envoi de votre réservation…',
      creatingWaiting: 'Envoi de votre inscription…',
      /** The request or its answer was lost on the network: the same idempotency key makes a retry safe. */
      createOffline:
        "La connexion a été perdue pendant l'envoi. Vérifiez votre connexion puis appuyez de nouveau sur « Réserver » : si la demande était déjà arrivée, elle ne sera pas enregistrée deux fois.",
      createError: 'Une erreur est survenue lors de la création de votre réservation. Veuillez réessayer.',
      createOfflineWaiting:
        "La connexion a été perdue pendant l'envoi. Vérifiez votre connexion puis appuyez de nouveau sur « S'inscrire sur la liste d'attente » : si la demande était déjà arrivée, elle ne sera pas enregistrée deux fois.",
      createErrorWaiting: "Une erreur est survenue lors de votre inscription sur la liste d'attente. Veuillez réessayer.",
      successTitle: 'Votre demande a été transmise !',
      successConfirmation: (n: number) => `Vous recevrez une confirmation de votre réservation pour ${persons(n)}.`,
      successConfirmed: (n: number) =>
        `Votre réservation pour ${persons(n)} est confirmée. Le récapitulatif et le lien pour la gérer vous ont été envoyés par e-mail.`,
      successPendingLink:
        "Dernière étape : cliquez sur le lien de l'e-mail que nous venons de vous envoyer pour confirmer votre réservation. Sans cela, le restaurant ne la considère pas comme confirmée.",
      successDetails: (persons: string, longDate: string, hour: string) => `Pour ${persons}, le ${longDate} à ${hour}`,
      successWaitingTitle: "Vous êtes sur la liste d'attente",
      successWaitingDetails: (persons: string, longDate: string, hour: string) => `Pour ${persons}, le ${longDate}, vers ${hour}`,
      successWaitingReference: "Numéro d'inscription",
      successReference: 'Numéro de réservation',
      successWaiting: "Vous êtes inscrit sur la liste d'attente. Le restaurant vous préviendra si une table se libère.",
      successClose: 'Terminer',
    },

    sms: {
      heading: 'Confirmez votre numéro',
      text: (phone: string) => `Un code de confirmation a été envoyé par SMS au ${phone}.`,
      validity: 'Ce code est valable 10 minutes.',
      codeLabel: 'Code reçu par SMS (6 chiffres)',
      codeHint: (length: number, typed: number) =>
        typed === 0 || typed === length
          ? `Le code compte ${length} chiffres.`
          : plural('fr', typed, { one: `# chiffre sur ${length}.`, other: `# chiffres sur ${length}.` }),
      validate: 'Valider le code',
      resend: 'Renvoyer le code',
      sending: 'Envoi du code…',
      sent: "Un nouveau code vient d'être envoyé.",
      error: 'erreur sur le code',
      sendError: "Impossible d'envoyer le code. Veuillez réessayer.",
      verified: 'Numéro de téléphone confirmé.',
    },

    botCheck: {
      failed: 'La vérification anti-robot a échoué. Veuillez réessayer.',
    },
  },

  terms: {
    title: 'Conditions générales',
    loading: 'Chargement des conditions générales...',
    errorTitle: 'Oops, une erreur est survenue',
    errorText: 'Impossible de trouver ce restaurant. Veuillez vérifier le lien.',
    book: 'Réserver une table',
    /** The product's default terms, in this language (a restaurant's own text is shown as written). */
    defaultText: DEFAULT_TERMS_TEXT,
    /** Said above a restaurant's own text when the diner reads another language. */
    ownTextNote: 'Ces conditions sont rédigées par le restaurant lui-même, en français.',
  },
  myBooking: {
    documentTitle: (product: string, restaurant: string) => `${product}: ${restaurant}`,
    loading: 'Chargement de votre réservation...',
    errorTitle: 'Oops, une erreur est survenue',
    errorText: 'Impossible de trouver votre réservation. Veuillez vérifier le lien ou contacter le restaurant.',
    confirmedTitle: 'Réservation confirmée',
    pendingTitle: 'Réservation à confirmer',
    pendingText: 'Le restaurant vous demande de confirmer votre réservation.',
    confirmButton: 'Confirmer ma réservation',
    waitingTitle: "Inscription sur liste d'attente",
    waitingText:
      "Le service est complet : le restaurant vous préviendra si une table se libère. Cette inscription n'est pas une réservation : aucune table ne vous est encore gardée.",
    waitingHour: 'Heure souhaitée',
    waitingReference: "Numéro d'inscription",
    waitingCancel: 'Annuler mon inscription',
    waitingCancelPromptTitle: 'Annuler mon inscription',
    waitingCancelPromptText: "Êtes-vous sûr de vouloir quitter la liste d'attente ?",
    logoAlt: (restaurant: string) => `Logo de ${restaurant}`,
    waiter: (name: string) => `Votre serveur : ${name}`,
    summaryLabel: 'Votre réservation',
    date: 'Date',
    hour: 'Heure',
    name: 'Nom',
    phone: 'Téléphone',
    email: 'E-mail',
    covers: 'Nombre de personnes',
    reference: 'Numéro de réservation',
    conditionsTitle: 'Conditions',
    cancel: 'Annuler la réservation',
    call: 'Appeler le restaurant',
    warnDelay: "Prévenir d'un retard",
    /** Before the day: the delay notice exists on the day only (the e-mail says so too). */
    delayOnTheDay: "Le jour de votre réservation, vous pourrez prévenir le restaurant d'un retard depuis cette page.",
    cancelPromptTitle: 'Annuler la réservation',
    cancelPromptText: 'Êtes-vous sûr de vouloir annuler votre réservation ?',
    cancelPromptNo: 'Non, la garder',
    cancelPromptYes: 'Oui, annuler',
    cancelling: 'Annulation en cours…',
    cancelError: "Une erreur est survenue lors de l'annulation",
    delayHeading: "Prévenir d'un retard",
    delayIntro: "Choisissez l'horaire auquel vous pensez arriver : le restaurant sera prévenu et votre table déplacée.",
    delayComment: 'Commentaire (facultatif)',
    delayCommentHint: 'Un mot pour le restaurant, par exemple la raison du retard.',
    newSlot: 'Nouveau créneau',
    newSlotPlaceholder: 'Sélectionnez un horaire',
    slotsLoading: 'Chargement des horaires…',
    noSlot: "Aucun créneau n'est disponible",
    slotFull: (hour: string) => `${hour} (complet)`,
    lunch: 'Pour déjeuner',
    dinner: 'Pour diner',
    notify: 'Prévenir le restaurant',
    notifying: 'Envoi en cours…',
    chooseSlot: 'Veuillez sélectionner un nouvel horaire',
    back: 'Retour',
    delayError: "Une erreur est survenue lors de la mise à jour de l'horaire",
    successTitle: "C'est noté",
    confirming: 'Confirmation de votre réservation...',
    confirmPageError: 'Impossible de confirmer votre réservation.',
    seeBooking: 'Voir ma réservation',
    backToRestaurant: 'Retour au restaurant',
    /** The card guarantee or deposit the diner accepted, restated; what cancelling costs. */
    protection: {
      guaranteeTitle: 'Garantie par carte bancaire',
      depositTitle: 'Acompte',
      accepted: 'Conditions acceptées lors de la réservation :',
      freeUntil: (date: string, hour: string) => `Annulation sans frais jusqu’au ${date} à ${hour}`,
      freeOver: (date: string, hour: string) => `L’annulation sans frais était possible jusqu’au ${date} à ${hour}.`,
      card: (brand: string, last4: string) => `Carte ${brand} •••• ${last4}`,
      depositPaid: (amount: string) => `Acompte de ${amount} payé`,
      awaitingCard: 'Votre carte n’a pas encore été enregistrée.',
      awaitingPayment: 'Votre acompte n’a pas encore été payé.',
      promptFree: 'L’annulation est sans frais.',
      promptRefund: (amount: string) => `L’annulation est sans frais : votre acompte de ${amount} vous sera remboursé.`,
      promptFeesGuarantee: (amount: string, date: string, hour: string) =>
        `Des frais peuvent s’appliquer : l’annulation sans frais n’était possible que jusqu’au ${date} à ${hour} ; le restaurant peut débiter jusqu’à ${amount} sur votre carte.`,
      promptFeesDeposit: (amount: string, date: string, hour: string) =>
        `Des frais peuvent s’appliquer : l’annulation sans frais n’était possible que jusqu’au ${date} à ${hour} ; votre acompte de ${amount} reste acquis au restaurant.`,
      refunding: (amount: string) => `Votre acompte de ${amount} vous est remboursé : il apparaîtra sur votre compte d’ici quelques jours.`,
      refunded: (amount: string) => `Votre acompte de ${amount} vous a été remboursé.`,
    },
    ended: {
      cancelledTitle: 'Réservation annulée',
      visitedTitle: 'Merci de votre visite !',
      visitedText: (restaurant: string) => `Toute l'équipe de ${restaurant} espère vous revoir bientôt.`,
      pastTitle: 'Réservation passée',
      when: (longDate: string, hour: string, persons: string) => `${longDate} à ${hour}, pour ${persons}`,
      bookAgain: 'Réserver à nouveau',
    },
    attendance: {
      heading: 'Venez-vous toujours ?',
      text: (date: string, hour: string) =>
        `Le restaurant vous attend le ${date.charAt(0).toLowerCase()}${date.slice(1)} à ${hour}. Dites-lui si vous venez : il pourra proposer votre table à d'autres clients si vous ne venez plus.`,
      /** Shown when the reminder's "Je confirme" link opened the page: the button below still has to be pressed. */
      secondTap:
        "Dernière étape : appuyez sur « Je confirme » ci-dessous. Votre venue n'est confirmée qu'à ce moment : ce second geste évite qu'une messagerie, en ouvrant le lien à votre place, ne confirme pour vous.",
      yes: 'Je confirme',
      no: "J'annule",
      confirming: 'Confirmation en cours…',
      confirmed: 'Vous avez confirmé votre venue : le restaurant vous attend.',
      error: 'Impossible de confirmer votre venue.',
      cancelled: 'Cette réservation est annulée : elle ne peut plus être confirmée.',
      past: 'Cette réservation est passée : elle ne peut plus être confirmée.',
    },
  },

  communications: {
    documentTitle: (product: string, restaurant: string) => `${product}: ${restaurant}`,
    loading: 'Chargement du restaurant…',
    heading: 'Communications du jour',
    intro: (restaurant: string) => `Recevez les plats du jour et les nouvelles de ${restaurant}, par e-mail ou par SMS.`,
    logoAlt: (restaurant: string) => `Logo de ${restaurant}`,
    benefitsLabel: 'Ce que vous recevrez',
    benefits: [
      { title: 'Les plats du jour', text: 'Chaque jour, les suggestions du chef avant tout le monde.' },
      { title: 'Les évènements', text: 'Soirées, menus spéciaux et nouveautés : vous êtes prévenu en premier.' },
      { title: 'Sans engagement', text: 'Chaque message contient un lien pour vous désinscrire en un clic.' },
    ],
    formLabel: 'Inscription aux communications du jour',
    email: 'E-mail (facultatif)',
    phone: 'Téléphone (facultatif)',
    phoneHint: 'Pour recevoir les communications par SMS.',
    emailHint: 'Vous recevrez un e-mail pour confirmer votre adresse.',
    submit: "Je m'inscris à la newsletter",
    submitting: 'Inscription en cours…',
    successTitle: 'Merci !',
    notFound: 'Ce restaurant est introuvable.',
    confirmLoading: 'Confirmation de votre inscription…',
    confirmedTitle: 'Inscription confirmée',
    unsubscribeLoading: 'Désinscription en cours…',
    unsubscribedTitle: 'Désinscription réussie',
    unsubscribedText: 'Vous avez été désinscrit avec succès de notre liste de diffusion. Vous ne recevrez plus de communications concernant les plats du jour.',
    errorTitle: 'Une erreur est survenue',
    unsubscribeErrorText:
      "Nous n'avons pas pu traiter votre demande de désinscription. Veuillez réessayer ultérieurement ou contacter le restaurant directement.",
    backToRestaurant: 'Retour au restaurant',
  },

  bookingPayment: frBookingPayment,
  waitingOffer: frWaitingOffer,
  afterMeal: frAfterMeal,

  /** What the server tells a diner, by code: the same catalogue as the server's (src/domain/diner-messages/). */
  messages: FR_DINER_MESSAGES,
} as const;

export type FrenchCatalogue = typeof fr;
