import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { copy } from '../i18n/diner-language';
import { call } from './api';
import { setDocumentHead } from './head';

/** '{product}: {restaurant}' as the page title; capability pages are never indexed. */
export function useDiningPageHead(restaurantName: string | undefined, options: { index: boolean }) {
  const app = useQuery({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => call('GET /app/config/', { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  const product = app.data?.name || copy.landing.title;
  useEffect(() => {
    setDocumentHead({
      title: restaurantName ? copy.myBooking.documentTitle(product, restaurantName) : product,
      robots: options.index ? 'index,follow' : 'noindex,nofollow',
    });
  }, [product, restaurantName, options.index]);
}
