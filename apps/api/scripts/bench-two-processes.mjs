// The second half of `pnpm bench` on a PostgreSQL server: two API processes behind one database.
// Under concurrent load spread over both, the OTP send limit, unique application numbers and
// once-only webhooks must still hold; combined throughput is measured against one process.
import autocannon from 'autocannon';
import pg from 'pg';
import { demoGateway } from '../src/features/payments/gateways/demo-gateway.ts';
import { hmacSha256Hex } from '../src/lib/crypto.ts';

const APPLICANTS = Number(process.env.BENCH_TWO_PROCESS_APPLICANTS ?? 50);
const WEBHOOKS = 20;

/** One HTTP client per virtual applicant: its own address and cookie jar. */
function applicant(n) {
  let cookie = '';
  const ip = `10.200.${Math.floor(n / 256) % 256}.${n % 256}`;
  return async (base, method, url, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    return { status: res.status, body: await res.json().catch(() => null) };
  };
}

const ADDRESS = {
  address: {
    houseNumber: '1',
    street: 'Main Road',
    postOffice: 'Vennala',
    pinCode: '682028',
    district: 'Ernakulam',
    state: 'Kerala',
    country: 'India',
  },
  parents: { fatherName: 'Father', fatherMobile: '9847012345', motherName: 'Mother', motherMobile: '9847054321' },
};

async function otpLimit(bases, people) {
  // Every applicant asks both processes for a code at the same moment: one may send, one must refuse.
  const answers = await Promise.all(
    people.map(async (p, i) => {
      const mobile = String(7100000000 + i);
      const both = await Promise.all(bases.map((base) => p.call(base, 'POST', '/api/v1/admission/send-otp', { mobile })));
      p.mobile = mobile;
      p.home = bases[both.findIndex((a) => a.status === 200)];
      return both.map((a) => a.status);
    }),
  );
  const heldFor = answers.filter((s) => s.filter((x) => x === 200).length === 1 && s.filter((x) => x === 429).length === 1).length;
  return {
    applicants: people.length,
    requests: people.length * 2,
    sent: answers.flat().filter((s) => s === 200).length,
    limitHeldFor: heldFor,
  };
}

async function applicationNumbers(bases, people) {
  for (const p of people) {
    const { body } = await p.call(p.home, 'GET', `/api/v1/dev/otp-outbox/${p.mobile}`);
    const verified = await p.call(p.home, 'POST', '/api/v1/admission/verify-otp', { mobile: p.mobile, otp: body.data.otp });
    if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}`);
  }
  // Each applicant opens one application on each process, all at once.
  const answers = await Promise.all(
    people.flatMap((p) => bases.map((base) => p.call(base, 'POST', '/api/v1/admission/create-application', { mobile: p.mobile }))),
  );
  const ids = answers.filter((a) => a.status === 201).map((a) => a.body.data.applicationId);
  people.forEach((p, i) => (p.applicationId = answers[i * bases.length]?.body?.data?.applicationId));
  return { requested: answers.length, created: ids.length, unique: new Set(ids).size };
}

async function webhooksOnce(bases, people, databaseUrl) {
  const secret = demoGateway().webhookSecret;
  const paid = people.slice(0, WEBHOOKS);
  await Promise.all(
    paid.map(async (p, i) => {
      const [a, b] = [bases[i % 2], bases[(i + 1) % 2]];
      await p.call(a, 'POST', '/api/v1/admission/personal-details', {
        applicationId: p.applicationId,
        personalDetails: {
          fullName: `Applicant ${i}`,
          dob: '2008-05-14',
          gender: 'female',
          religion: 'hindu',
          email: `w${i}@example.in`,
          agreeToTerms: true,
        },
      });
      await p.call(b, 'POST', '/api/v1/admission/address-family-details', {
        applicationId: p.applicationId,
        addressFamilyDetails: ADDRESS,
      });
      const order = await p.call(a, 'POST', '/api/v1/admission/create-payment', { applicationId: p.applicationId });
      const raw = JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: `pay_bench${i}`, order_id: order.body.data.orderId, method: 'upi' } } },
      });
      // The gateway retries: the same event reaches each process twice, concurrently.
      const deliveries = await Promise.all(
        [...bases, ...bases].map((base) =>
          fetch(`${base}/api/v1/payments/razorpay/webhook`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': hmacSha256Hex(secret, raw),
              'x-razorpay-event-id': `evt_bench_${i}`,
            },
            body: raw,
          }),
        ),
      );
      p.deliveriesOk = deliveries.every((d) => d.status === 200);
      p.stage = (await p.call(b, 'GET', `/api/v1/admission/application/${p.applicationId}`)).body?.data?.currentStage;
    }),
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    "select event_id, count(*)::int as n from payment_events where event_id like 'evt_bench_%' group by event_id",
  );
  await client.end();
  return {
    events: paid.length,
    deliveries: paid.length * bases.length * 2,
    answered200: paid.filter((p) => p.deliveriesOk).length * bases.length * 2,
    recordedOnce: rows.filter((r) => r.n === 1).length,
    reachedProgramSelection: paid.filter((p) => p.stage === 'program_selection').length,
  };
}

async function combinedThroughput(bases, path, connections, seconds) {
  const runs = await Promise.all(
    bases.map((base) =>
      autocannon({ url: `${base}${path}`, connections: Math.max(1, Math.floor(connections / bases.length)), duration: seconds }),
    ),
  );
  return {
    requestsPerSecond: runs.reduce((sum, r) => sum + Math.round(r.requests.average), 0),
    p99Ms: Math.max(...runs.map((r) => r.latency.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  };
}

export async function twoProcesses(bases, { databaseUrl, connections, seconds, targets }) {
  const people = Array.from({ length: APPLICANTS }, (_, n) => ({ call: applicant(n) }));
  const otp = await otpLimit(bases, people);
  const numbers = await applicationNumbers(bases, people);
  const webhooks = await webhooksOnce(bases, people, databaseUrl);
  const throughput = [];
  for (const t of targets) throughput.push({ endpoint: t.name, ...(await combinedThroughput(bases, t.path, connections, seconds)) });
  const ok =
    otp.limitHeldFor === otp.applicants &&
    numbers.unique === numbers.created &&
    numbers.created === numbers.requested &&
    webhooks.recordedOnce === webhooks.events &&
    webhooks.reachedProgramSelection === webhooks.events &&
    webhooks.answered200 === webhooks.deliveries;
  return { ok, otp, applicationNumbers: numbers, webhooks, throughput };
}
