import { useState } from 'react';
import { myBookingApi } from '../../my-booking/api';
import { MyBookingPage } from '../../my-booking/my-booking-page';
import type { MyBookingPageData } from './diner-app';

/** The booking as the server read it, read again after each change the diner makes. */
export function MyBookingDiner({ data }: { data: MyBookingPageData }) {
  const { shortId } = data.route;
  const [booking, setBooking] = useState(data.booking);
  const reload = () => {
    myBookingApi.byShortId(shortId).then(setBooking, () => setBooking(null));
  };
  return <MyBookingPage shortId={shortId} booking={booking} phoneDisplay={data.phoneDisplay} onReload={reload} />;
}
