// The diner pages' server render, built by Vite for Node (scripts/build.mjs) so that its CSS
// module class names are those of the browser build, and loaded by the server's static-web.
import { renderToString } from 'react-dom/server';
import { robotsContentFor } from '../../../domain/robots-policy';
import type { DinerLanguage } from '../../../domain/languages';
import { de } from '../../i18n/de';
import { copy, setLanguageCatalogue } from '../../i18n/diner-language';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { fr } from '../../i18n/fr';
import { it } from '../../i18n/it';
import { robotsContent } from '../../lib/head';
import { DinerApp, type DinerPageData } from './diner-app';
import { dataScript } from './diner-data';

// The server has every language at hand; the browser loads only the page's (diner-client.tsx).
const catalogues = { fr, en, es, de, it };

export type { DinerPageData };

export interface RenderedDinerPage {
  status: number;
  /** Title, robots, keywords and the logo's preload, for the template's head. */
  head: string;
  body: string;
  /** The JSON script the browser entry hydrates from. */
  data: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

interface Head {
  title: string;
  robots: string;
  keywords?: string | null;
  logo?: string | null;
}

function headTags(head: Head): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="robots" content="${escapeHtml(head.robots)}" />`,
    head.keywords ? `<meta name="keywords" content="${escapeHtml(head.keywords)}" />` : '',
    head.logo ? `<link rel="preload" as="image" href="${escapeHtml(head.logo)}" fetchpriority="high" />` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

const HIDDEN = 'noindex,nofollow';

/** The head each page sets in the browser (booking-route.tsx, use-dining-page-head.ts), written here. */
function headOf(pathname: string, data: DinerPageData): Head | null {
  if ('config' in data) {
    const config = data.config;
    if (!config) return null;
    return {
      title: copy.wizard.documentTitle(config.app_config_name || copy.landing.title, config.name),
      robots: robotsContentFor(pathname, robotsContent(Boolean(config.seo_no_follow))),
      keywords: config.seo_meta_keys,
      logo: config.logo_img,
    };
  }
  const product = data.product || copy.landing.title;
  if ('restaurant' in data) {
    if (!data.restaurant) return null;
    return { title: copy.myBooking.documentTitle(product, data.restaurant.name), robots: robotsContentFor(pathname), logo: data.restaurant.logo };
  }
  if (!data.booking) return null;
  return { title: copy.myBooking.documentTitle(product, data.booking.restaurant_name), robots: HIDDEN, logo: data.booking.restaurant_logo };
}

/** A diner's number as shown on their booking (the phone rules stay out of the browser's first load). */
export { formatPhoneForDisplay } from '../../../domain/phone-display';

/**
 * The page in the diner's language. The render is synchronous: the language set here is the one
 * every component reads until it is put back, and no other request renders in between.
 */
export function renderDinerPage(pathname: string, data: DinerPageData, language: DinerLanguage = 'fr'): RenderedDinerPage {
  setLanguageCatalogue(language, catalogues[language] ?? fr);
  try {
    const withLanguage: DinerPageData = { ...data, language };
    const head = headOf(pathname, withLanguage);
    return {
      status: head ? 200 : 404,
      head: headTags(head ?? { title: copy.landing.title, robots: HIDDEN }),
      body: renderToString(<DinerApp data={withLanguage} />),
      data: dataScript(withLanguage),
    };
  } finally {
    setLanguageCatalogue('fr', fr);
  }
}
