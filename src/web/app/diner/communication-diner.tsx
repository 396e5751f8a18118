import { CommunicationsPage } from '../../communications/communications-page';
import { copy } from '../../i18n/diner-language';
import type { CommunicationPageData } from './diner-app';

export function CommunicationDiner({ data }: { data: CommunicationPageData }) {
  const { restaurant, notFound } = data;
  return <CommunicationsPage state={restaurant ? { kind: 'ready', restaurant } : { kind: 'error', text: notFound || copy.communications.notFound }} />;
}
