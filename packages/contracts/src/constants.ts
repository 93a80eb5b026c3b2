// Business constants of spec section 9, plus the server-side limits the admission flow relies on.

export const MOBILE_LENGTH = 10;
export const MOBILE_PREFIX = '+91';
export const OTP_LENGTH = 6;
export const MAX_OTP_ATTEMPTS = 3;
export const OTP_AUTO_CONTINUE_MS = 1500;
export const OTP_TTL_SECONDS = 10 * 60;
/** One send per mobile in this window; the wizard's resend countdown uses the same value. */
export const OTP_RESEND_INTERVAL_SECONDS = 60;
export const OTP_SENDS_PER_MOBILE_PER_HOUR = 5;
export const OTP_SENDS_PER_IP_PER_HOUR = 30;
/** Wrong codes count per mobile over this window; a new code does not reset the count. */
export const OTP_FAILURE_WINDOW_SECONDS = 30 * 60;
/**
 * Wrong codes from one address over the same window, across mobiles: the per-mobile lock alone
 * lets one machine guess two codes each for mobile after mobile. As for the staff's second factor.
 */
export const OTP_FAILURES_PER_IP = 20;
export const MAX_OTP_ATTEMPTS_MESSAGE = 'Maximum attempts reached. Please try again later.';
/**
 * Codes to a parent or guardian, per application and per applicant's mobile, in a day. Step 3 names
 * up to three people; five leaves a resend or two. Without a cap, re-saving step 3 with a new
 * number each time would make the college pay for an SMS to any number, one after another.
 */
export const PARENT_CODES_PER_APPLICATION_PER_DAY = 5;
/** Siblings may share a phone (up to five applications), each with a parent to confirm. */
export const PARENT_CODES_PER_APPLICANT_PER_DAY = 10;
export const PARENT_CODES_LIMIT_MESSAGE =
  'Too many codes have been sent to parents today. Keep your parent or guardian beside you with their phone and try again tomorrow, or contact the admission office.';
/**
 * Searches one member of staff may make in a minute (the queue, the payments, the exports). A clerk
 * types a few a minute; a script trying numbers one after another is stopped.
 */
export const STAFF_SEARCHES_PER_MINUTE = 30;
/** Applications one mobile number may open (siblings may share a parent's phone). */
export const MAX_APPLICATIONS_PER_MOBILE = 5;
/** An unpaid checkout older than this is shown as expired. */
export const PAYMENT_EXPIRY_MINUTES = 30;

export const MIN_APPLICANT_AGE = 15;
/** Below this age on the day of submission, a parent or guardian must consent (DPDP Act s.9). */
export const ADULT_AGE = 18;
/** Days the office has to answer a correction or erasure request (DPDP Rules, Rule 14). */
export const RIGHTS_REQUEST_DAYS = 90;
/** The date-of-birth picker offers this many years back; the server refuses anything older. */
export const DOB_YEARS_BACK = 100;
export const PIN_CODE_LENGTH = 6;
export const COUNTRY = 'India';

export const DEFAULT_APPLICATION_FEE_RUPEES = 500;
export const CURRENCY = 'INR';
export const MAX_PAYMENT_ATTEMPTS = 5;
export const PAYMENT_WARNING_ATTEMPTS = 3;
export const PAYMENT_INIT_ERROR_RELOAD_MS = 2000;
export const PAYMENT_SUCCESS_ADVANCE_MS = 2000;
export const CHECKOUT_THEME_COLOR = '#3399cc';
export const CHECKOUT_DESCRIPTION = 'Application Fee Payment';
/** Checkout takes the smallest currency unit: rupees x 100 = paise. */
export const PAISE_PER_RUPEE = 100;

export const TOTAL_WIZARD_STEPS = 7;

export const MIN_PASS_YEAR = 1950;
export const MIN_PERCENTAGE = 0;
export const MAX_PERCENTAGE = 100;
export const PERCENTAGE_STEP = 0.1;

export const MBA_SPECIALIZATION = 'General';
export const PROGRAM_PRIORITY = 1;
export const ENTRANCE_EXAMS = ['kmat', 'cmat', 'cat'] as const;

/** The last page number any paged list answers (a bigger one in an address is refused). */
export const MAX_LIST_PAGE = 100_000;

/** The longest search the public lists take (the notices', the question papers'). */
export const SEARCH_MAX_LENGTH = 100;

export const QP_PAGE_SIZE = 10;
export const QP_MAX_PAGE_SIZE = 50;
/** Session cookie lifetime (spec: cookie expiry 1 day). */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;
/**
 * However often it is refreshed, a session ends this long after its sign-in (the password, or the
 * one-time code); then the member or applicant signs in again. A stolen session cannot be kept alive.
 */
export const SESSION_LIFETIME_SECONDS = { staff: 12 * 60 * 60, applicant: 24 * 60 * 60 } as const;

export const PROGRAMME_INTAKE = 60;

export const LIBRARY = {
  totalBooks: 9389,
  boundQuestionPapers: 1442,
  boundPeriodicals: 73,
  seminarReports: 1495,
  cdsAndDvds: 718,
  digitalLibraryPcs: 5,
  hours: {
    weekdays: 'Mon-Fri 8:45-17:00',
    saturday: 'Sat 9:00-16:00',
    closed: 'Sun and holidays closed',
    kiosk: 'Kiosk 8:40-17:00',
  },
  lending: {
    students: { books: 3, days: 15 },
    staff: { books: 5, days: 30 },
  },
} as const;

/** key_id of the demo payment gateway: the wizard opens its demo checkout instead of Razorpay's. */
export const DEMO_PAYMENT_KEY_ID = 'rzp_test_demo';
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * A payment the gateway has not reported back is asked about once it is this old (the gateway's
 * own webhook usually comes first), by a job that runs this often: the page tells an applicant whose
 * money left their account how long the check takes at most.
 */
export const RECONCILE_AFTER_MINUTES = 15;
export const RECONCILE_EVERY_MINUTES = 5;
