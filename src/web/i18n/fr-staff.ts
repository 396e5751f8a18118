// Words of the staff side shared by several staff screens (the staff side speaks French only; the
// diner's catalogues in other languages follow fr.ts alone).

export const frStaffShared = {
  staffSession: {
    expired: 'Votre session a expiré. Veuillez saisir à nouveau votre code confidentiel.',
  },

  toasts: {
    close: 'Masquer la notification',
    region: 'Notifications',
  },

  scrollRegion: {
    hint: 'Faites défiler sur le côté pour voir toutes les colonnes.',
    /** The scrolling box's name: apart from its section's, which is a landmark too. */
    name: (table: string) => `Tableau « ${table} »`,
  },

  /** The picture field of the settings and the mailings. */
  imageField: {
    choose: 'Choisir une image',
    replace: 'Remplacer',
    remove: 'Retirer l’image',
    uploading: 'Envoi de l’image…',
    hint: 'PNG, JPEG, WebP ou GIF, 2 Mo au maximum.',
    none: 'Aucune image',
    tooLarge: 'Image trop lourde : 2 Mo au maximum.',
    alt: (what: string) => `Aperçu : ${what}`,
  },
} as const;
