import { createContext } from 'react';

/**
 * True when the wizard takes over a server-rendered first page on which the diner already pressed
 * "Commencer": the wizard then opens on its second page.
 */
export const BookingStartContext = createContext(false);
