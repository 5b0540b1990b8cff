import type { LicenceRenewal } from '../contracts/compliance-calendar';
import type { StateDeadline } from './state-deadlines';

/*
 * The owner's compliance calendar as the API answers it (decision 0052): the next filing of
 * each state deadline of their business, computed from the state's rules by stateDeadlines,
 * the renewals of Charter's own subscriptions, and those of the licences the owner's business
 * license report names (decision 0068). Snake case because it is a wire shape.
 */

/** The owner's business, as the calendar names it. */
export type CalendarBusiness = {
  business_id: number;
  /** The name as filed: the official name (with its designator) where there is one. */
  name: string;
  /** The state's full name, and its two-letter code. */
  state: string;
  state_code: string;
  /** The formation's status (SUBMITTED, IN_PROGRESS, ACTIVE, REJECTED). */
  status: string;
  /** The day the formation became ACTIVE, which the deadlines count from; null before. */
  formed_on: string | null;
};

/** The next renewal of one of Charter's subscriptions (the registered agent). */
export type CharterRenewal = {
  /** 'renewal-REGISTERED_AGENT': one per subscribed product. */
  id: string;
  product_key: string;
  /** 'Registered Agent renewal', or 'Registered Agent ends' once its renewal is cancelled. */
  title: string;
  /** The renewal date, 'YYYY-MM-DD'. */
  due: string;
  days_until_due: number;
  /** Charged at the renewal, in cents: Charter's own price, not a state fee. */
  price_cents: number;
  /**
   * The owner cancelled the renewal (decision 0078): the subscription ends on `due` instead of
   * renewing, and nothing is charged.
   */
  ends: boolean;
};

/** What the calendar computes from the state data and Charter's subscriptions. */
export type DeadlineCalendar = {
  individual_id: number;
  /** Charter's calendar day (America/Chicago) the figures count from. */
  today: string;
  /** Null before the owner's formation is filed. */
  business: CalendarBusiness | null;
  /** Empty until the formation is ACTIVE: the deadlines count from its formation date. */
  deadlines: StateDeadline[];
  renewals: CharterRenewal[];
  /** The credit the state data's licence asks for, shown with its figures. */
  credit: string;
};

/**
 * The calendar as the API answers it: with the renewals of the licences the owner's latest
 * business license report names (decision 0068), dated ones soonest first, then those whose
 * date the agency sets.
 */
export type ComplianceCalendar = DeadlineCalendar & { license_renewals: LicenceRenewal[] };

/** Whether the owner's state deadlines are known: their formation is ACTIVE, with its date. */
export function isFormed(business: CalendarBusiness | null): business is CalendarBusiness & {
  formed_on: string;
} {
  return business !== null && business.status === 'ACTIVE' && business.formed_on !== null;
}

/** The calendar feed's answers and the licence renewals, typed by their schemas (decision 0065). */
export type {
  CalendarFeedStatus,
  LicenceRenewal,
  NewCalendarFeed,
} from '../contracts/compliance-calendar';

export const complianceDeadlinesPath = (individualId: number) =>
  `/v1/compliance/deadlines/${individualId}`;

export const calendarFeedPath = (individualId: number) =>
  `/v1/compliance/calendar-feed/${individualId}`;

/** The feed's own address is `${CALENDAR_FILE_PATH}/{token}.ics` under the API's base. */
export const CALENDAR_FILE_PATH = '/v1/compliance/calendar';

/** The compliance calendar page (decision 0052). */
export const COMPLIANCE_PAGE_PATH = '/compliance';

/** Reminder emails go out this many days before each due date, and on the day. */
export const REMINDER_DAYS_BEFORE = [60, 30, 7, 0] as const;
