// The web app's addresses, written once: the patterns the routers serve (app/routes.tsx gives each
// its screen, the booking page's own router the booking's), and `paths`, which fills them in for
// every in-app link, redirect and navigation, as an absolute path. A relative path resolves against wherever the user happens to be (inside a splat
// route it keeps the splat), so the same link could lead to different places, or loop, depending on
// the screen it is clicked from. An absolute path resolves the same way from every screen.

const enc = encodeURIComponent;

/** The pattern with its `:name` parameters filled in, each encoded. */
function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => enc(params[name]!));
}

/** The settings pages, in menu order (the first is where "Réglages" opens). */
export const SETTINGS_SECTIONS = [
  'profil',
  'accueil',
  'reservation',
  'services',
  'durees',
  'tables',
  'emplacements',
  'fermetures',
  'evenements',
  'absences',
  'remerciements',
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

/**
 * Every page's address as the routers match it. A page with pages of its own (settings, guests,
 * mailings) is served with its splat (`/*`), and its screen routes the rest.
 */
export const patterns = {
  home: '/',
  /** The index inside a restaurant's website frame. */
  iframeHome: '/iframe',
  signUp: '/creer-mon-restaurant',
  forgotPassword: '/mot-de-passe/oublie',
  resetPassword: '/mot-de-passe/nouveau',
  /** The owner's e-mail confirmation link (its token travels in the fragment). */
  confirmEmail: '/compte/confirmer',
  login: '/login',
  tutorial: '/bienvenue',
  booking: '/reserver/:slug',
  bookingIframe: '/reserver/:slug/iframe',
  bookingOnDate: '/reserver/:slug/:date',
  /** The restaurant's general terms, which the wizard's consent links to. */
  terms: '/conditions/:slug',
  myBooking: '/resa/:shortId',
  /** Where the provider's payment page sends the diner back (card saved, deposit paid, or not). */
  bookingPayment: '/resa/:shortId/paiement',
  confirmBooking: '/confirmresa/:shortId',
  waitingOffer: '/offre/:token',
  unsubscribe: '/communication/unsubscribe/:guid',
  confirmSubscription: '/communication/confirm/:token',
  communication: '/communication/:slug',
  floorPlanCreate: '/floor-plan/create',
  floorPlanEdit: '/floor-plan/edit/:guid',
  serviceBook: '/dashboard',
  /** The printable sheet of one service (feuille de service). */
  serviceSheet: '/dashboard/feuille-de-service',
  timeline: '/dashboard/chronologie',
  search: '/dashboard/recherche',
  team: '/dashboard/equipe',
  devices: '/dashboard/appareils',
  liveRoom: '/dashboard/salle',
  settings: '/dashboard/reglages',
  guests: '/dashboard/clients',
  communications: '/dashboard/communications',
  statistics: '/dashboard/statistiques',
  dinerReviews: '/dashboard/avis',
  /** The thank-you e-mail's private form, and its page that stops the thanks. */
  thankYou: '/merci/:token',
  thankYouStop: '/merci/:token/stop',
} as const;

export const paths = {
  home: patterns.home,
  signUp: patterns.signUp,
  forgotPassword: patterns.forgotPassword,
  resetPassword: patterns.resetPassword,
  login: patterns.login,
  tutorial: patterns.tutorial,
  confirmEmail: patterns.confirmEmail,
  /** The demo restaurant the sales page links to. */
  demoBooking: fill(patterns.booking, { slug: 'le-petit-zinc' }),
  booking: (slug: string, date?: string) => (date ? fill(patterns.bookingOnDate, { slug, date }) : fill(patterns.booking, { slug })),
  bookingIframe: (slug: string) => fill(patterns.bookingIframe, { slug }),
  terms: (slug: string) => fill(patterns.terms, { slug }),
  myBooking: (shortId: string) => fill(patterns.myBooking, { shortId }),
  bookingPayment: (shortId: string) => fill(patterns.bookingPayment, { shortId }),
  confirmBooking: (shortId: string) => fill(patterns.confirmBooking, { shortId }),
  communication: (slug: string) => fill(patterns.communication, { slug }),
  floorPlanCreate: patterns.floorPlanCreate,
  floorPlanEdit: (guid: string) => fill(patterns.floorPlanEdit, { guid }),
  serviceBook: patterns.serviceBook,
  /** The service book opened on a day, a service, and optionally one booking's details. */
  serviceBookAt: (focus: ServiceBookFocus) => {
    const query = new URLSearchParams();
    if (focus.date) query.set('date', focus.date);
    if (focus.service) query.set('service', focus.service);
    if (focus.reservation) query.set('reservation', focus.reservation);
    const search = query.toString();
    return search ? `${patterns.serviceBook}?${search}` : patterns.serviceBook;
  },
  /** The printable sheet of one service (feuille de service). */
  serviceSheet: (date: string, service: string) => `${patterns.serviceSheet}?date=${enc(date)}&service=${enc(service)}`,
  /** The timeline of today's service under way (the staff menu's entry). */
  timelineHome: patterns.timeline,
  /** The timeline of one service: tables across time. */
  timeline: (date: string, service: string) => `${patterns.timeline}?date=${enc(date)}&service=${enc(service)}`,
  search: patterns.search,
  team: patterns.team,
  devices: patterns.devices,
  liveRoom: patterns.liveRoom,
  /** The menu's "Réglages": opens the first section, and marks the menu entry active on every one. */
  settingsHome: patterns.settings,
  settings: (section: SettingsSection) => `${patterns.settings}/${section}`,
  guests: patterns.guests,
  guest: (guid: string) => `${patterns.guests}/${enc(guid)}`,
  communicationsHome: patterns.communications,
  communications: (tab: MailingTab) => `${patterns.communications}/${tab}`,
  statistics: patterns.statistics,
  dinerReviews: patterns.dinerReviews,
  thankYou: (token: string) => fill(patterns.thankYou, { token }),
  thankYouStop: (token: string) => fill(patterns.thankYouStop, { token }),
} as const;
