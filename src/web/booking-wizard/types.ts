// Shapes of the public booking calls, read from the schemas the server's routes declare
// (src/domain/schemas/responses/public.ts): the wizard keeps no copy of its own.

import type { z } from 'zod';
import type { createdBookingSchema } from '../../domain/schemas/booking';
import type * as answers from '../../domain/schemas/responses/public';
import type { DayHours, HourSlot, IsoDate } from '../../domain/types';

export type { DayHours, HourSlot, IsoDate };

export type RestaurantConfig = z.infer<typeof answers.publicConfigSchema>;
export type PlacementIcon = RestaurantConfig['placing_customer_icons_selected'][number];
/** A preference icon as the wizard holds it: the config's, ticked or not by the diner. */
export type PreferenceIcon = RestaurantConfig['restaurantIcons'][number];
/** The closed services from today on (the service is 'all', 'noon' or 'evening'). */
export type ClosedDateItem = z.infer<typeof answers.closedDatesAnswerSchema>[number];
export type EventItem = z.infer<typeof answers.upcomingEventsSchema>[number];
export type RestaurantIdentity = z.infer<typeof answers.identitySchema>;
export type TableItem = z.infer<typeof answers.activeTablesSchema>[number];
export type TableNameItem = z.infer<typeof answers.tableNamesSchema>[number];
export type Question = z.infer<typeof answers.publicQuestionsSchema>[number];
export type CreatedBooking = z.infer<typeof createdBookingSchema>;

/** A diner's answer to one of the restaurant's questions (sent with the booking). */
export interface QuestionAnswer {
  id: number;
  answer: string;
}
