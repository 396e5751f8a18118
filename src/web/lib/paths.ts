// The web app's route table: every in-app link, redirect and navigation is built here, as an
// absolute path. A relative path resolves against wherever the user happens to be (inside a splat
// route it keeps the splat), so the same link could lead to different places, or loop, depending on
// the screen it is clicked from. An absolute path resolves the same way from every screen.

const enc = encodeURIComponent;

/** The settings pages, in menu order (the first is where "Réglages" opens). */
export const SETTINGS_SECTIONS = [
  'profil',
  'accueil',
  'reservation',
  'services',
  'tables',
  'emplacements',
  'fermetures',
  'evenements',
  'questions',
  'equipe',
  'appareils',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** The mailing pages, in menu order (the first is where "Communications" opens). */
export const MAILING_TABS = ['nouveau', 'envois', 'abonnes', 'inscription'] as const;
export type MailingTab = (typeof MAILING_TABS)[number];

export interface ServiceBookFocus {
  date?: string;
  service?: string;
  reservation?: string;
}

export const paths = {
  home: '/',
  signUp: '/creer-mon-restaurant',
  forgotPassword: '/mot-de-passe/oublie',
  resetPassword: '/mot-de-passe/nouveau',
  login: '/login',
  tutorial: '/bienvenue',
  /** The owner's e-mail confirmation link (its token travels in the fragment). */
  confirmEmail: '/compte/confirmer',
  /** The demo restaurant the sales page links to. */
  demoBooking: '/reserver/le-petit-zinc',
  booking: (slug: string, date?: string) => `/reserver/${enc(slug)}${date ? `/${enc(date)}` : ''}`,
  bookingIframe: (slug: string) => `/reserver/${enc(slug)}/iframe`,
  /** The restaurant's general terms, which the wizard's consent links to. */
  terms: (slug: string) => `/conditions/${enc(slug)}`,
  myBooking: (shortId: string) => `/resa/${enc(shortId)}`,
  confirmBooking: (shortId: string) => `/confirmresa/${enc(shortId)}`,
  communication: (slug: string) => `/communication/${enc(slug)}`,
  floorPlanCreate: '/floor-plan/create',
  floorPlanEdit: (guid: string) => `/floor-plan/edit/${enc(guid)}`,
  serviceBook: '/dashboard',
  /** The service book opened on a day, a service, and optionally one booking's details. */
  serviceBookAt: (focus: ServiceBookFocus) => {
    const query = new URLSearchParams();
    if (focus.date) query.set('date', focus.date);
    if (focus.service) query.set('service', focus.service);
    if (focus.reservation) query.set('reservation', focus.reservation);
    const search = query.toString();
    return search ? `/dashboard?${search}` : '/dashboard';
  },
  /** The printable sheet of one service (feuille de service). */
  serviceSheet: (date: string, service: string) => `/dashboard/feuille-de-service?date=${enc(date)}&service=${enc(service)}`,
  /** The timeline of today's service under way (the staff menu's entry). */
  timelineHome: '/dashboard/chronologie',
  /** The timeline of one service: tables across time. */
  timeline: (date: string, service: string) => `/dashboard/chronologie?date=${enc(date)}&service=${enc(service)}`,
  search: '/dashboard/recherche',
  team: '/dashboard/equipe',
  devices: '/dashboard/appareils',
  liveRoom: '/dashboard/salle',
  /** The menu's "Réglages": opens the first section, and marks the menu entry active on every one. */
  settingsHome: '/dashboard/reglages',
  settings: (section: SettingsSection) => `/dashboard/reglages/${section}`,
  guests: '/dashboard/clients',
  guest: (guid: string) => `/dashboard/clients/${enc(guid)}`,
  communicationsHome: '/dashboard/communications',
  communications: (tab: MailingTab) => `/dashboard/communications/${tab}`,
  statistics: '/dashboard/statistiques',
} as const;
