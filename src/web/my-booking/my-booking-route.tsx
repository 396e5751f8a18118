import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatPhoneForDisplay } from '../../domain/phone-display';
import { copy } from '../i18n/diner-language';
import { myBookingApi, myBookingKeys } from './api';
import { MyBookingPage } from './my-booking-page';
import { LoadingPageCard } from '../ui/page-card';
import { useDiningPageHead } from '../lib/use-dining-page-head';

/** Route resa/{shortId} in the staff application's router (the server renders it for diners). */
export function MyBookingRoute() {
  const { shortId = '' } = useParams();
  const queryClient = useQueryClient();
  const booking = useQuery({
    queryKey: myBookingKeys.booking(shortId),
    queryFn: ({ signal }) => myBookingApi.byShortId(shortId, signal),
    retry: false,
    staleTime: 0,
  });
  useDiningPageHead(booking.data?.restaurant_name, { index: false });

  if (booking.isPending) return <LoadingPageCard label={copy.myBooking.loading} />;
  const data = booking.isError ? null : (booking.data ?? null);
  return (
    <MyBookingPage
      shortId={shortId}
      booking={data}
      phoneDisplay={data?.state === 'open' ? formatPhoneForDisplay(data.phone_number) : ''}
      onReload={() => void queryClient.invalidateQueries({ queryKey: myBookingKeys.booking(shortId) })}
    />
  );
}

export { MyBookingRoute as Component };
