// Starts the built site once, as production starts it (NODE_ENV=production, the PostgreSQL server
// in DATABASE_URL, a database of its own made for the check), on whichever Node runs this script,
// and checks it is ready and serves the home page; then stops it and drops the database. CI runs
// it on the Node LTS production uses.
import { scratchDatabase } from './scratch-database.mjs';
import { startSiteProcess } from './site-process.mjs';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('DATABASE_URL must name a PostgreSQL server');
  process.exit(1);
}
const database = await scratchDatabase(serverUrl, 'start_check');
// Every outside service is named, as production requires, and points where nothing listens.
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: database.url,
  PUBLIC_ORIGIN: 'https://college.example.in',
  SESSION_SECRET: 'start-check-session-secret-0123456789abcdef',
  OTP_SECRET: 'start-check-otp-secret-0123456789abcdef012345',
  TOTP_ENCRYPTION_KEY: 'start-check-totp-key-0123456789abcdef012345',
  VERIFY_KEYS: 'k1:start-check-verify-key-0123456789abcdef0',
  MSG91_AUTH_KEY: 'k',
  MSG91_TEMPLATE_ID: 't',
  MSG91_DECISION_TEMPLATE_ID: 'd',
  MSG91_PAYMENT_TEMPLATE_ID: 'p',
  MSG91_SUBMITTED_TEMPLATE_ID: 's',
  MSG91_ALLOTMENT_TEMPLATE_ID: 'a',
  MSG91_BASE_URL: 'http://127.0.0.1:1',
  SMTP_URL: 'smtp://127.0.0.1:1',
  EMAIL_FROM: 'Admissions <admissions@college.example.in>',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 's',
  RAZORPAY_WEBHOOK_SECRET: 'w',
  LOG_LEVEL: 'info',
};

let failed = false;
try {
  const site = await startSiteProcess(PRODUCTION);
  try {
    const ready = await fetch(`${site.baseUrl}/api/v1/health/ready`);
    const home = await fetch(`${site.baseUrl}/`, { headers: { accept: 'text/html' } });
    const body = await ready.json();
    console.log(`Node ${process.version}: ready ${ready.status} (${JSON.stringify(body.data ?? body)}), home page ${home.status}`);
    failed = ready.status !== 200 || home.status !== 200 || !(await home.text()).includes('<h1');
  } finally {
    await site.stop();
  }
} finally {
  await database.drop();
}
if (failed) {
  console.error('the built site did not start ready');
  process.exit(1);
}
