import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fr } from '../i18n/fr';
import { api } from '../lib/api';
import { setDocumentHead } from '../lib/head';

/** '{product}: {restaurant}' as the page title; capability pages are never indexed. */
export function useDiningPageHead(restaurantName: string | undefined, options: { index: boolean }) {
  const app = useQuery({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => api<{ name: string }>('/app/config/', { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  const product = app.data?.name || fr.landing.title;
  useEffect(() => {
    setDocumentHead({
      title: restaurantName ? fr.myBooking.documentTitle(product, restaurantName) : product,
      robots: options.index ? 'index,follow' : 'noindex,nofollow',
    });
  }, [product, restaurantName, options.index]);
}
