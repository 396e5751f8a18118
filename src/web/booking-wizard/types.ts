// Shapes of the public booking calls, as the server sends them (inside the envelope's object).

import type { ClosedService, DayHours, HourSlot, IsoDate } from '../../domain/types';

export type { DayHours, HourSlot, IsoDate };

export interface PlacementIcon {
  guid: string;
  label: string;
  image: string | null;
}

export interface PreferenceIcon {
  id: number | string;
  label: string;
  image: string | null;
  selected?: boolean;
}

export interface RestaurantConfig {
  name: string;
  logo_img: string | null;
  external_form_information: string | null;
  arraySteps?: string[];
  restaurantId: number;
  restaurantGuid: string;
  app_config_name: string;
  app_config_version?: string;
  monday_active: boolean;
  tuesday_active: boolean;
  wednesday_active: boolean;
  thursday_active: boolean;
  friday_active: boolean;
  saturday_active: boolean;
  sunday_active: boolean;
  show_experience_stepper: boolean;
  placing_customer_icons_selected: PlacementIcon[];
  website: string | null;
  phoneNumber: string | null;
  external_form_active: boolean;
  /** The restaurant's owner has not confirmed their e-mail yet: bookings open once they do. */
  awaiting_owner_confirmation?: boolean;
  restaurantIcons: PreferenceIcon[];
  seo_meta_keys: string | null;
  seo_no_follow: boolean;
  show_birthday_input: boolean;
  show_post_code: boolean;
  restaurant_configurations?: unknown;
  floorplan_image: string | null;
  is_adult: boolean;
  confirm_booking_sms_is_active: boolean;
  min_tableware_confirm_booking: number;
  is_waiting_booking_enabled: boolean;
  is_table_names_enabled: boolean;
  time_zone?: string;
  today?: IsoDate;
  booking_min_date?: IsoDate;
  booking_max_date?: IsoDate;
}

export interface ClosedDateItem {
  date: IsoDate;
  service: ClosedService;
}

export interface EventItem {
  guid?: string;
  name: string;
  date: IsoDate;
  fullDate: string;
  day: string;
  month: string;
}

export interface RestaurantIdentity {
  restaurantId: number;
  restaurantGuid: string;
}

export interface TableItem {
  guid: string;
  capacity: number;
  name: string;
  image: string | null;
  legends_ids_array: string[];
}

export interface TableNameItem {
  guid: string;
  name: string;
  image: string | null;
  capacity: number;
}

export interface Question {
  id: number;
  questionText: string;
  required: boolean;
}

export interface QuestionAnswer {
  id: number;
  answer: string;
}

export interface CreatedBooking {
  shortId: string;
  guid: string;
  reference: string;
  status: string;
}
