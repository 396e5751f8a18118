// The types of what the API answers, read from the same zod schemas the server's routes declare
// (src/domain/schemas/responses): a screen never writes its own copy of a response shape.
// The calls themselves are typed by their contract objects (src/domain/contract/, lib/api.ts).

import type { z } from 'zod';
import type * as afterMealAnswers from '../../domain/schemas/responses/after-meal';
import type * as envelope from '../../domain/schemas/responses/envelope';
import type * as publicAnswers from '../../domain/schemas/responses/public';
import type * as staffAnswers from '../../domain/schemas/responses/staff';

/** The thank-you link's page, and the owner's list of answers. */
export type ThankYouPage = z.infer<typeof afterMealAnswers.thankYouPageSchema>;
export type DinerReviews = z.infer<typeof afterMealAnswers.dinerReviewsSchema>;

export type AppConfig = z.infer<typeof publicAnswers.appConfigSchema>;
export type DayHours = z.infer<typeof publicAnswers.dayHoursSchema>;
export type MyBooking = z.infer<typeof publicAnswers.openBookingSchema>;
export type EndedBooking = z.infer<typeof publicAnswers.endedBookingSchema>;
export type CommunicationsRestaurant = z.infer<typeof publicAnswers.communicationsRestaurantSchema>;
/** The restaurant a subscription link belongs to, so its page leads back to it. */
export type LinkRestaurant = z.infer<typeof publicAnswers.subscriptionRestaurantSchema>;
export type RestaurantTerms = z.infer<typeof publicAnswers.termsSchema>;
export type BotCheckChallenge = z.infer<typeof publicAnswers.botCheckChallengeSchema>;

export type LoginAnswer = z.infer<typeof staffAnswers.loginAnswerSchema>;
export type StaffUser = z.infer<typeof staffAnswers.staffUserSchema>;
export type EnrolResult = z.infer<typeof staffAnswers.enrolAnswerSchema>;
export type Enrolment = Extract<EnrolResult, { enrolled: true }>;
export type OwnerEmailStatus = z.infer<typeof staffAnswers.ownerEmailStatusSchema>;
export type StaffHome = z.infer<typeof staffAnswers.staffHomeSchema>;
export type StreamTicket = z.infer<typeof staffAnswers.streamTicketSchema>;
export type StaffBookingCreated = z.infer<typeof staffAnswers.staffBookingCreatedSchema>;

// The service book, the team and the devices.
export type DayView = z.infer<typeof staffAnswers.serviceBookDaySchema>;
export type ServiceDay = z.infer<typeof staffAnswers.serviceDaySchema>;
export type HistoryEntry = z.infer<typeof staffAnswers.bookingHistorySchema>[number];
export type StaffMember = z.infer<typeof staffAnswers.staffMemberSchema>;
export type Device = z.infer<typeof staffAnswers.deviceSchema>;

// Settings, floor plans and the live room, guests, statistics, the daily-specials mailing.
export type RestaurantSettings = z.infer<typeof staffAnswers.restaurantSettingsSchema>;
export type TurnTimesOverview = z.infer<typeof staffAnswers.turnTimesOverviewSchema>;
export type ClosedDateItem = z.infer<typeof staffAnswers.closedDatesListSchema>[number];
export type TableItem = z.infer<typeof staffAnswers.tableItemSchema>;
export type LabelItem = z.infer<typeof staffAnswers.labelImageItemSchema>;
export type EventItem = z.infer<typeof staffAnswers.eventItemSchema>;
export type QuestionItem = z.infer<typeof staffAnswers.questionItemSchema>;
export type CreatedGuid = z.infer<(typeof envelope.createdGuid)[201]>['object'];
export type CreatedId = z.infer<typeof staffAnswers.createdIdSchema>;
export type UploadAnswer = z.infer<typeof staffAnswers.uploadAnswerSchema>;

export type PlanSummary = z.infer<typeof staffAnswers.planSummarySchema>;
export type PlansContext = z.infer<typeof staffAnswers.floorPlansOverviewSchema>;
export type PlanWithContext = z.infer<typeof staffAnswers.floorPlanSchema>;
export type SavedPlan = PlanWithContext['plan'];
export type UpcomingBooking = z.infer<typeof staffAnswers.upcomingBookingsSchema>[number];
export type LiveRoomView = z.infer<typeof staffAnswers.liveRoomSchema>;
export type LiveRoomBooking = LiveRoomView['bookings'][number];

export type GuestsPage = z.infer<typeof staffAnswers.guestsPageSchema>;
export type GuestListItem = GuestsPage['guests'][number];
export type GuestSummary = z.infer<typeof staffAnswers.guestSummarySchema>;
export type GuestProfile = z.infer<typeof staffAnswers.guestProfileSchema>;
export type GuestDetail = z.infer<typeof staffAnswers.guestDetailSchema>;
export type GuestExport = z.infer<typeof staffAnswers.guestExportSchema>;

export type StatisticsView = z.infer<typeof staffAnswers.statisticsSchema>;
export type DayTotals = StatisticsView['days'][number];

export type SubscriberPage = z.infer<typeof staffAnswers.subscribersPageSchema>;
export type Subscriber = SubscriberPage['subscribers'][number];
export type Mailing = z.infer<typeof staffAnswers.mailingSchema>;
export type MailingPreview = z.infer<typeof staffAnswers.mailingPreviewSchema>;
