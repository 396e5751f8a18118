import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { formatPhoneForDisplay } from '../../domain/phone-display';
import { copy, dinerLanguage } from '../i18n/diner-language';
import { hasChosenLanguage, useAdoptLanguage } from '../lib/language-switch';
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
  // A link opened on another device speaks the booking's language, not that browser's (unless
  // the diner picked one with the switch), as the server's render of the page does.
  const adopt = useAdoptLanguage();
  const booked = booking.data?.language;
  useEffect(() => {
    if (booked && !hasChosenLanguage() && booked !== dinerLanguage()) adopt(booked);
  }, [booked, adopt]);

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
