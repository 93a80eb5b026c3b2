import { outboxOtp } from './admission-flow';
import { apiSession } from './api-session';

/** An applicant signed in by their mobile's code, as a browserless client. */
export async function signInThroughApi(baseUrl: string, mobile: string) {
  const session = apiSession(baseUrl);
  await session('POST', '/api/v1/admission/send-otp', { mobile });
  await session('POST', '/api/v1/admission/verify-otp', { mobile, otp: await outboxOtp(baseUrl, mobile) });
  return session;
}

/**
 * An applicant's whole application through the API, as the wizard sends it; answers its number.
 * With `until: 'open order'` it stops once a fee order is opened and left unpaid. The diploma's
 * mode is Regular and the SSLC 88% unless `mode` and `sslcPercent` say otherwise (the merit list
 * ranks by the SSLC).
 */
export async function submitThroughApi(
  baseUrl: string,
  mobile: string,
  fullName: string,
  options: { until?: 'open order'; branches?: string[]; mode?: 'Regular' | 'Part-time' | 'LET'; sslcPercent?: string } = {},
): Promise<string> {
  const session = apiSession(baseUrl);
  const mode = options.mode ?? 'Regular';
  const call = async (method: string, url: string, body?: unknown) => (await session(method, url, body)).data ?? {};
  await call('POST', '/api/v1/admission/send-otp', { mobile });
  await call('POST', '/api/v1/admission/verify-otp', { mobile, otp: await outboxOtp(baseUrl, mobile) });
  const created = await call('POST', '/api/v1/admission/check-existing', { mobile });
  const id = created.applicationId!;
  await call('POST', '/api/v1/admission/personal-details', {
    applicationId: id,
    personalDetails: { fullName, dob: '2008-03-02', gender: 'female', religion: 'hindu', email: 'meera.s@example.in', agreeToTerms: true },
  });
  await call('POST', '/api/v1/admission/address-family-details', {
    applicationId: id,
    addressFamilyDetails: {
      address: {
        houseNumber: '7/12',
        street: 'Canal Road',
        postOffice: 'Vennala',
        pinCode: '682028',
        district: 'Ernakulam',
        state: 'Kerala',
        country: 'India',
      },
      parents: { fatherName: 'Suresh', fatherMobile: '9847011111', motherName: 'Latha', motherMobile: '9847022222' },
    },
  });
  const order = await call('POST', '/api/v1/admission/create-payment', { applicationId: id });
  if (options.until === 'open order') return id;
  const paid = await call('POST', `/api/v1/dev/payments/${order.orderId}/complete`, { outcome: 'success' });
  await call('POST', '/api/v1/admission/verify-payment', {
    applicationId: id,
    paymentId: order.paymentId,
    razorpayPaymentId: paid.razorpay_payment_id,
    razorpayOrderId: paid.razorpay_order_id,
    razorpaySignature: paid.razorpay_signature,
  });
  await call('POST', `/api/v1/admission/add-program-selection/${id}`, {
    programSelections: [
      {
        programLevel: 'diploma',
        programName: 'Diploma in Engineering',
        mode,
        branchPreferences: (options.branches ?? ['Computer Engineering']).map((branch) => ({ branch })),
      },
    ],
  });
  await call('POST', `/api/v1/admission/education-details/${id}`, {
    educationDetails: {
      programDetails: { programLevel: 'diploma', programName: 'Diploma in Engineering', mode },
      educationData: [
        {
          examination: 'SSLC/THSLC/CBSE',
          yearOfPass: '2025',
          percentageMarks: options.sslcPercent ?? '88',
          registrationNumber: 'R123',
          isCompulsory: true,
        },
      ],
    },
  });
  await call('POST', `/api/v1/admission/declaration/${id}`, {
    agreed: true,
    digitalSignature: fullName,
    agreedAt: new Date().toISOString(),
  });
  return id;
}
