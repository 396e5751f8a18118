// The types of what the API answers, read from the same zod schemas the server's routes declare
// (src/domain/schemas/responses): a screen never writes its own copy of a response shape.
// `api<T>()` and `staffCall<T>()` take these as their `T`.

import type { z } from 'zod';
import type * as publicAnswers from '../../domain/schemas/responses/public';
import type * as staffAnswers from '../../domain/schemas/responses/staff';

export type AppConfig = z.infer<typeof publicAnswers.appConfigSchema>;
export type DayHours = z.infer<typeof publicAnswers.dayHoursSchema>;

export type LoginAnswer = z.infer<typeof staffAnswers.loginAnswerSchema>;
export type StaffUser = z.infer<typeof staffAnswers.staffUserSchema>;
export type EnrolResult = z.infer<typeof staffAnswers.enrolAnswerSchema>;
export type Enrolment = Extract<EnrolResult, { enrolled: true }>;
export type OwnerEmailStatus = z.infer<typeof staffAnswers.ownerEmailStatusSchema>;
export type StaffHome = z.infer<typeof staffAnswers.staffHomeSchema>;
export type StreamTicket = z.infer<typeof staffAnswers.streamTicketSchema>;
export type StaffBookingCreated = z.infer<typeof staffAnswers.staffBookingCreatedSchema>;
