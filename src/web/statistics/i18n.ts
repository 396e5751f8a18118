// French strings of the statistics page (loaded with it).

import { FRENCH_MONTHS } from '../../domain/dates';
import { formatEuros } from '../../domain/euros';

export const frStatistics = {
  title: 'Statistiques',
  documentTitle: 'Statistiques — Couvert',
  period: 'Période',
  presets: { week: '7 derniers jours', month: '30 derniers jours', quarter: '3 derniers mois', next: '30 prochains jours' },
  presetsLabel: 'Périodes rapides',
  loading: 'Calcul des statistiques…',
  error: 'Impossible de calculer les statistiques. Veuillez réessayer.',
  exportCsv: 'Exporter en CSV',
  cards: {
    bookings: 'Réservations',
    covers: 'Couverts',
    online: 'En ligne',
    staff: 'Par le restaurant',
    noShowRate: 'Taux d’absence',
    cancellationRate: 'Taux d’annulation',
  },
  coversChart: 'Couverts par jour (midi et soir)',
  sourceChart: 'Réservations par jour : en ligne ou par le restaurant',
  noon: 'Midi',
  evening: 'Soir',
  online: 'En ligne',
  staff: 'Par le restaurant',
  chartLoading: 'Chargement des graphiques…',
  table: 'Détail par jour et par service',
  columns: {
    date: 'Date',
    service: 'Service',
    bookings: 'Réservations',
    covers: 'Couverts',
    online: 'En ligne',
    staff: 'Restaurant',
    noShows: 'Absences',
    cancellations: 'Annulations',
  },
  attendance: {
    title: 'Absences selon la réponse au rappel',
    intro: 'Parmi les réservations passées (client venu ou absent) : ce que change le rappel de la veille avec « Je confirme ».',
    state: 'Réponse du client',
    settled: 'Réservations passées',
    noShows: 'Absents',
    noShowRate: 'Taux d’absence',
    states: {
      confirmed: 'Confirmée par le client',
      reminded: 'Rappel envoyé, sans réponse',
      not_reminded: 'Sans rappel',
    } as Record<string, string>,
  },
  months: {
    title: 'Absences et sommes perçues par mois',
    intro:
      'Les absences du mois et ce que les acomptes et les frais d’absence ont rapporté sur ses réservations : de quoi comparer les mois avant et après la demande d’une empreinte bancaire ou d’un acompte.',
    month: 'Mois',
    noShowRate: 'Taux d’absence',
    noShows: 'Absences',
    bookings: 'Réservations',
    collected: 'Perçu',
    refunded: 'Remboursé',
    /** "novembre 2026" from "2026-11". */
    monthName: (month: string) => `${FRENCH_MONTHS[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`,
    /** The month the protection began in (never on the 1st), split: "novembre 2026, avant le 12" and "novembre 2026, dès le 12". */
    monthBefore: (name: string, day: number) => `${name}, avant le ${day}`,
    monthFrom: (name: string, day: number) => `${name}, dès le ${day}`,
    euros: formatEuros,
    /** By what the rules in force ask: a guarantee, a deposit, or both. */
    started: {
      guarantee: (date: string) => `Garantie activée le ${date}`,
      deposit: (date: string) => `Acompte activé le ${date}`,
      both: (date: string) => `Garantie et acompte activés le ${date}`,
    },
    before: { guarantee: 'Avant la garantie', deposit: 'Avant l’acompte', both: 'Avant la garantie et l’acompte' },
    after: { guarantee: 'Depuis la garantie', deposit: 'Depuis l’acompte', both: 'Depuis la garantie et l’acompte' },
    description: (started: string) => `${started}. Une ligne du tableau sépare les mois d’avant de ceux d’après, et leurs totaux sont en bas.`,
    noProtection: 'Aucune empreinte bancaire ni aucun acompte n’est demandé pour l’instant.',
  },
  rateHelp: 'Les taux se calculent sur toutes les réservations de la période (liste d’attente exclue).',
  services: { noon: 'Midi', evening: 'Soir' } as Record<string, string>,
  percent: (x: number) => `${(x * 100).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`,
};
