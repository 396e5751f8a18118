import { BookingDiner } from './booking-first-page';
import { hydrateDinerPage } from './diner-client';

void hydrateDinerPage(BookingDiner);
