// What the server says when it refuses an investment or a cancellation, in the words the invest forms
// show as written (the app's own checks say the same before anything is sent).
import { CANCELLATION_CUTOFF_HOURS, INVESTMENT_LIMIT_12_MONTHS, MAX_INVESTMENT } from './policy';
import { usd } from './usd';

// The server's sentences name a day in UTC: it does not know the viewer's time zone. Made on first
// use, as every sentence with a formatted figure is (decision 0014).
let utcDays: Intl.DateTimeFormat | undefined;
const utcDay = (date: Date) => (utcDays ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })).format(date);

export const NOT_SIGNED_IN = 'Please login to invest';
export const UNVERIFIED = 'Please verify your e-mail address to invest.';
export const NOT_WHOLE_DOLLARS = 'Enter a whole number of dollars, with no cents.';
export const aboveLargest = () => `The largest single investment is ${usd(MAX_INVESTMENT)}.`;
export const belowMinimumReason = (minimum: number) => `This campaign's minimum investment is ${usd(minimum)}.`;
export const overLimitMessage = (allowance: number) =>
  `That is more than the ${usd(INVESTMENT_LIMIT_12_MONTHS)} limit over 12 months allows: you can invest up to ${usd(allowance)} more in the next 12 months.`;
export const UNKNOWN_PROJECT = 'This project does not exist or was removed.';
export const NOT_OPEN = 'This campaign is not open for investment.';
export const OWN_PROJECT = "You can't invest in your own project.";
export const campaignEnded = (endsAt: Date) => `This campaign ended on ${utcDay(endsAt)} (UTC) and takes no more investments.`;
export const RISKS_NOT_ACKNOWLEDGED = 'Before you invest, read the risks and tick I understand the risks.';
export const REQUEST_REUSED =
  'An investment from this form was already recorded (see My Investments). To invest again, enter the amount and confirm.';
export const BUSY =
  'Many people are investing in this campaign right now, and yours could not be finished. Please try again: it is never counted twice.';
export const BAD_REQUEST = 'This request is not one StartupFund can read. Please reload the page and try again.';

export const CANCELLATION_CLOSED = `Investments can no longer be cancelled within ${CANCELLATION_CUTOFF_HOURS} hours of the deadline.`;
export const UNKNOWN_INVESTMENT = 'This investment does not exist.';
export const NOT_YOUR_INVESTMENT = 'You can only cancel your own investments.';
