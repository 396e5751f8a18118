// The timeline's words (French): what a host reads and what a screen reader announces.

import { plural } from '../../domain/plurals';

const persons = (n: number) => `${n} pers.`;

export const frTimeline = {
  title: 'Chronologie',
  open: 'Chronologie',
  back: 'Retour au cahier',
  heading: (service: string, longDate: string) => `Chronologie — ${service} — ${longDate}`,
  previous: 'Jour précédent',
  next: 'Jour suivant',
  loading: 'Chargement de la chronologie…',
  error: 'La chronologie n’a pas pu être chargée.',
  retry: 'Réessayer',
  closed: 'Ce service est fermé ce jour-là.',
  noTables: 'Aucune table : créez vos tables dans les réglages.',
  tablesColumn: 'Tables',
  otherTables: 'Autres tables',
  gridLabel: (service: string) => `Chronologie du service du ${service}`,
  now: (hour: string) => `Maintenant, ${hour}`,
  helpSummary: 'Aide : déplacer, prolonger, ajouter (doigt, souris ou clavier)',
  help: 'Glisser une réservation vers une autre table ou un autre horaire, tirer son bord droit pour la prolonger, toucher une case vide pour ajouter une réservation. Au clavier : flèches pour déplacer, Maj + flèches (ou + et −) pour allonger ou raccourcir, Entrée pour ouvrir.',
  barHelp: 'Flèches : déplacer. Maj + flèches, + ou − : allonger ou raccourcir. Entrée : ouvrir.',
  bar: (from: string, to: string, name: string, covers: number, status: string, table: string) =>
    `${from} à ${to}, ${name}, ${persons(covers)}, ${status}, ${table}`,
  covers: persons,
  stretch: (name: string) => `Prolonger ou raccourcir ${name}`,
  /** A cell's accessible name: the table, the time, and whether a party holds it then. */
  cell: (table: string, hour: string, holder: string | null) => `Table ${table}, ${hour}, ${holder ? `occupée par ${holder}` : 'libre'}`,
  /** The same while a party from the side lane is being placed. */
  cellPlace: (table: string, hour: string, holder: string | null, name: string) =>
    `Table ${table}, ${hour}, ${holder ? `occupée par ${holder}` : 'libre'} : placer ${name} ici`,
  cellsHelp:
    'Cases : flèches pour changer de table ou d’horaire, Début et Fin pour le début et la fin du service, Page précédente et Page suivante pour une heure. Entrée sur une case libre : ajouter une réservation ; sur une case occupée : choisir la réservation.',
  side: {
    heading: 'À placer',
    empty: 'Rien à placer : chaque réservation a sa table.',
    waiting: "Liste d'attente",
    unassigned: 'Sans table',
    outOfService: (table: string) => `Table ${table} hors service`,
    place: 'Placer',
    placeLabel: (name: string, covers: number) => `Placer ${name}, ${persons(covers)}, sur une table`,
    dragHint: 'Glisser sur une table, ou « Placer » puis choisir une case.',
  },
  placing: (name: string, covers: number) => `Placer ${name} (${persons(covers)}) : choisissez une table et un horaire.`,
  placingKeys: 'Toucher une case libre, ou flèches puis Entrée. Échap pour annuler.',
  cancelPlacing: 'Annuler',
  promoted: (name: string, hour: string, table: string) => `${name} : réservation confirmée à ${hour}, table ${table}.`,
  legend: 'Légende des statuts',
  moved: (name: string, hour: string, table: string) => `${name} : ${hour}, table ${table}.`,
  stretched: (name: string, end: string) => `${name} : table gardée jusqu'à ${end}.`,
  refused: (message: string) => `Refusé : ${message}`,
  /** A finished booking (or one marked absent) dragged or moved with the keys: it stays where it is. */
  locked: (name: string, status: string) =>
    status === 'no_show'
      ? `La réservation de ${name} est marquée absente : elle ne peut plus être déplacée ni prolongée.`
      : `La réservation de ${name} est terminée : elle ne peut plus être déplacée ni prolongée.`,
  tableTaken: (table: string, hour: string, name: string) => `La table ${table} est occupée à ${hour} (${name}).`,
  /** A table for one size only says so: "accueille 2 personnes", never "2 à 2 personnes". */
  tableSize: (table: string, min: number, max: number, covers: number) =>
    min === max
      ? `La table ${table} accueille ${plural('fr', max, { one: '# personne', other: '# personnes' })}, pas ${covers}.`
      : `La table ${table} accueille de ${min} à ${max} personnes, pas ${covers}.`,
  stayTaken: (table: string, end: string, hour: string) => `Impossible de garder la table ${table} jusqu'à ${end} : elle est réservée à ${hour}.`,
  cellDialog: {
    title: (table: string, hour: string) => `Table ${table} à ${hour}`,
    covers: 'Couverts',
    name: 'Nom',
    nameOptional: 'Nom (facultatif pour un client de passage)',
    phone: 'Téléphone',
    walkIn: 'Installer un client de passage',
    phoneBooking: 'Réservation par téléphone',
    walkInOnlyToday: 'Un client de passage ne s’installe qu’aujourd’hui.',
    nameRequired: 'Indiquez le nom pour une réservation par téléphone.',
    seated: (table: string) => `Client de passage installé à la table ${table}.`,
    booked: (name: string, hour: string, table: string) => `Réservation de ${name} à ${hour}, table ${table}.`,
  },
} as const;
