import type { DinerRoute } from '../../../domain/diner-pages';
import type { DinerLanguage } from '../../../domain/languages';
import type { RestaurantConfig } from '../../booking-wizard/types';
import type { CommunicationsRestaurant } from '../../communications/api';
import type { EndedBooking, MyBooking } from '../../my-booking/api';
import { DinerLanguageRoot } from '../../lib/language-switch';
import { BookingDiner } from './booking-first-page';
import { CommunicationDiner } from './communication-diner';
import { MyBookingDiner } from './my-booking-diner';

type Route<K extends DinerRoute['kind']> = Extract<DinerRoute, { kind: K }>;

/**
 * What the server puts into the page beside its HTML: enough to hydrate it without an API call.
 * A null restaurant or booking: no such thing, the page is a 404.
 */
export type BookingPageData = { route: Route<'booking'>; config: RestaurantConfig | null };
export type CommunicationPageData = { route: Route<'communication'>; product: string; restaurant: CommunicationsRestaurant | null; notFound: string | null };
export type MyBookingPageData = { route: Route<'my-booking'>; product: string; booking: MyBooking | EndedBooking | null; phoneDisplay: string };
/** The language the server rendered the page in, so that the browser hydrates the same words. */
type Language = { language?: DinerLanguage };
export type DinerPageData = (BookingPageData | CommunicationPageData | MyBookingPageData) & Language;

/**
 * The server's render of every diner page. Each page has its own browser entry (booking-client,
 * communication-client, my-booking-client) that hydrates the same component, so that a page
 * downloads the code of its own screen only.
 */
export function DinerApp({ data }: { data: DinerPageData }) {
  return <DinerLanguageRoot initial={data.language}>{dinerPage(data)}</DinerLanguageRoot>;
}

function dinerPage(data: DinerPageData) {
  if ('config' in data) return <BookingDiner data={data} />;
  if ('restaurant' in data) return <CommunicationDiner data={data} />;
  return <MyBookingDiner data={data} />;
}
