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
} as const;
