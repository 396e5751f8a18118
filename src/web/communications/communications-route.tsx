import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { copy } from '../i18n/diner-language';
import { messageFromError } from '../lib/server-message';
import { useDiningPageHead } from '../lib/use-dining-page-head';
import { communicationsApi } from './api';
import { CommunicationsPage, type CommunicationsState } from './communications-page';

/** Route communication/{slug} in the staff application's router (the server renders it for diners). */
export function CommunicationsRoute() {
  const { slug = '' } = useParams();
  const restaurant = useQuery({
    queryKey: ['communications', slug],
    queryFn: ({ signal }) => communicationsApi.restaurant(slug, signal),
    retry: false,
  });
  useDiningPageHead(restaurant.data?.name, { index: true });
  const state: CommunicationsState = restaurant.isPending
    ? { kind: 'loading' }
    : restaurant.isError || !restaurant.data
      ? { kind: 'error', text: messageFromError(restaurant.error, copy.communications.notFound).message }
      : { kind: 'ready', restaurant: restaurant.data };
  return <CommunicationsPage state={state} />;
}

export { CommunicationsRoute as Component };
