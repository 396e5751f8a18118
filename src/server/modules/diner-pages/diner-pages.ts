import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { matchDinerPath, type DinerRoute } from '../../../domain/diner-pages';
import { requestLanguage, type DinerLanguage } from '../../../domain/languages';
import type { AppContext } from '../../context';
import { appConfigService } from '../app-config';
import { myBookingService } from '../bookings';
import { restaurantsService } from '../public-restaurant';
import { deferDinerScripts } from '../../http/diner-loader';
import { ifNoneMatchHits } from '../../http/public-read-cache';
import { AppError } from '../../http/envelope';
import type { DinerPages } from '../../http/static-web';

// The diner's public pages (booking, my booking, daily-specials sign-up), rendered here from the
// built templates (dist/web/diner-<page>.html, one per page) and the Vite server build of
// src/web/app/diner/diner-server.tsx: the first screen is in the HTML, with its data inlined so that
// the browser hydrates it without an API call.

export interface RenderedDinerPage {
  status: number;
  head: string;
  body: string;
  data: string;
}

/** What the page is rendered from: its route and the data its screen shows (see diner-app.tsx). */
export type DinerPageInput = { route: DinerRoute } & Record<string, unknown>;

/** The server build's export (src/web/app/diner/diner-server.tsx), or the source itself in tests. */
export interface DinerRenderer {
  renderDinerPage(pathname: string, data: DinerPageInput, language?: DinerLanguage): RenderedDinerPage;
  formatPhoneForDisplay(phone: string): string;
}

/** The language a my-booking page's booking was made in (its answer carries it), or null. */
function bookedIn(data: DinerPageInput): string | null {
  const booking = data.booking as { language?: unknown } | null | undefined;
  return typeof booking?.language === 'string' ? booking.language : null;
}

/** Where the build puts the server render, relative to the built web app. */
function dinerRendererFile(webDir: string): string {
  return path.resolve(webDir, '../server/ssr/diner-server.js');
}

export async function loadDinerRenderer(webDir: string): Promise<DinerRenderer | null> {
  const file = dinerRendererFile(webDir);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as DinerRenderer;
}

/**
 * The template as sent: its stylesheets written into it, so the page paints from its first
 * response; its scripts requested by the loader once that paint is done, since the HTML already
 * shows the page and they only make it interactive (diner-loader.ts).
 */
function prepareTemplate(html: string, webDir: string): string {
  const styled = html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const full = path.join(webDir, file);
    return existsSync(full) ? `<style>${readFileSync(full, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>` : tag;
  });
  return deferDinerScripts(styled);
}

/** What a read found, or the server's French "not found" message. */
async function found<T>(read: Promise<T>): Promise<{ value: T | null; notFound: string | null }> {
  try {
    return { value: await read, notFound: null };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { value: null, notFound: error.message };
    throw error;
  }
}

const orNull = async <T>(read: Promise<T>) => (await found(read)).value;

export function dinerPages(ctx: AppContext, webDir: string, renderer: DinerRenderer): DinerPages | null {
  const kinds: DinerRoute['kind'][] = ['booking', 'my-booking', 'communication'];
  const files = kinds.map((kind) => path.join(webDir, `diner-${kind}.html`));
  if (!files.every((file) => existsSync(file))) return null;
  const templates = new Map(kinds.map((kind, i) => [kind, prepareTemplate(readFileSync(files[i]!, 'utf8'), webDir)]));
  const restaurants = restaurantsService(ctx);
  const myBooking = myBookingService(ctx);
  const appConfig = appConfigService(ctx);

  /** The same reads as the pages' API calls; an unknown restaurant or link is null (a 404 page). */
  async function pageData(route: DinerRoute): Promise<DinerPageInput> {
    switch (route.kind) {
      case 'booking':
        return { route, config: await orNull(restaurants.publicConfig(route.slug)) };
      case 'communication': {
        const restaurant = await found(restaurants.forCommunications(route.slug));
        return { route, product: (await appConfig.get()).name, restaurant: restaurant.value, notFound: restaurant.notFound };
      }
      case 'my-booking': {
        const booking = await orNull(myBooking.byShortId(route.shortId));
        const phone = booking && 'phone_number' in booking && typeof booking.phone_number === 'string' ? booking.phone_number : '';
        return { route, product: (await appConfig.get()).name, booking, phoneDisplay: phone ? renderer.formatPhoneForDisplay(phone) : '' };
      }
    }
  }

  return {
    async send(pathname, { ifNoneMatch, acceptEncoding = '', acceptLanguage, cookie }, reply) {
      const route = matchDinerPath(pathname);
      if (!route) return false;
      // The diner's choice (cookie set by the language switch), the booking's language (a link
      // opened on another device), or their browser's languages.
      const data = await pageData(route);
      const stored = bookedIn(data);
      const language = requestLanguage({ cookie, acceptLanguage }, stored);
      const page = renderer.renderDinerPage(pathname, data, language);
      const html = templates
        .get(route.kind)!
        .replace('<html lang="fr">', `<html lang="${language}">`)
        .replace('<!--diner-head-->', () => page.head)
        .replace('<!--diner-body-->', () => page.body)
        .replace('<!--diner-data-->', () => page.data);
      // The page carries its styles and data: compressed, it is a few kilobytes on a slow network.
      const coding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : 'identity';
      // A strong ETag names exact bytes: the identity, gzip and br bodies of one page are three
      // representations, each with its own tag, or a cache could answer a 304 for bytes it holds
      // in another coding (RFC 9110 §8.8.3).
      const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
      const etag = coding === 'identity' ? `"${hash}"` : `"${hash}-${coding}"`;
      // A booking is the diner's own (like its API answer): never stored. The others revalidate.
      // The words depend on the languages asked for and the cookie of the diner's choice; the
      // ETag, a hash of the page, differs with them.
      reply
        .header('Cache-Control', route.kind === 'my-booking' ? 'no-store' : 'no-cache')
        .header('ETag', etag)
        .header('Content-Language', language)
        .header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      if (page.status === 200 && ifNoneMatchHits(ifNoneMatch, etag)) {
        await reply.code(304).send();
        return true;
      }
      reply.code(page.status).type('text/html; charset=utf-8');
      if (coding === 'br') {
        await reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
      } else if (coding === 'gzip') {
        await reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
      } else {
        await reply.send(html);
      }
      return true;
    },
  };
}
