import request from 'supertest';
import type { Database } from '../db/client';
import { staffService } from '../features/staff/staff.service';
import type { Clock } from '../lib/clock';
import type { Config } from '../config/env';
import type { StaffRole } from '@college/contracts/roles';
import { createTestApp, type TestApp } from './test-app';
import type { ConsoleSmsSender } from '../features/messages/sms/console-sender';
import { addressFamilyDetails, declaration, diplomaEducation, diplomaSelection, FATHER_MOBILE, personalDetails } from './fixtures';
import { call } from './call';
import * as admission from '@college/contracts/endpoints/admission';
import * as dev from '@college/contracts/endpoints/dev';
import * as staff from '@college/contracts/endpoints/staff';
import * as privacy from '@college/contracts/endpoints/privacy';

type Agent = ReturnType<typeof request.agent>;

/** Opens an application for the signed-in mobile and returns its id. */
export async function openApplication(agent: Agent, mobile: string): Promise<string> {
  const res = await call(agent, admission.createApplication, { body: { mobile } }).expect(201);
  return res.body.data.applicationId as string;
}

/** Personal and address steps saved: the application is at the fee stage. */
export async function reachFeeStage(agent: Agent, id: string): Promise<void> {
  await call(agent, admission.savePersonalDetails, { body: { applicationId: id, personalDetails: personalDetails() } }).expect(200);
  await call(agent, admission.saveAddressFamilyDetails, {
    body: { applicationId: id, addressFamilyDetails: addressFamilyDetails() },
  }).expect(200);
}

/** Pays the fee through the demo gateway as the browser would: order, checkout, verify. */
export async function payFee(agent: Agent, id: string): Promise<void> {
  const created = await call(agent, admission.createPayment, { body: { applicationId: id } }).expect(200);
  const { paymentId, orderId } = created.body.data as { paymentId: string; orderId: string };
  const checkout = await call(agent, dev.completeDemoPayment, { params: { orderId }, body: { outcome: 'success' } }).expect(200);
  await call(agent, admission.verifyPayment, {
    body: {
      applicationId: id,
      paymentId,
      razorpayPaymentId: checkout.body.data.razorpay_payment_id,
      razorpayOrderId: checkout.body.data.razorpay_order_id,
      razorpaySignature: checkout.body.data.razorpay_signature,
    },
  }).expect(200);
}

/** Opened, personal and address saved, fee paid: the application is at programme selection. */
export async function reachProgramStage(agent: Agent, mobile: string): Promise<string> {
  const id = await openApplication(agent, mobile);
  await reachFeeStage(agent, id);
  await payFee(agent, id);
  return id;
}

/** A staff account and an agent signed in with it. */
export async function signInStaff(
  t: { app: Parameters<typeof request.agent>[0]; database: { db: Database }; clock: Clock; config: Config },
  role: StaffRole | StaffRole[] = 'editor',
) {
  const roles = Array.isArray(role) ? role : [role];
  const email = `${roles.join('-')}-${Math.random().toString(36).slice(2, 8)}@college.example`;
  const password = 'correct horse battery staple';
  const member = await staffServiceFor(t).create(email, password, roles, `Test ${roles.join(' ')}`);
  const agent = request.agent(t.app);
  await call(agent, staff.staffSignIn, { body: { email, password } }).expect(200);
  return { agent, email, password, id: member.id };
}

export type SignedInStaff = Awaited<ReturnType<typeof signInStaff>>;

/** An app with a content editor (who writes) and an administrator (who publishes) signed in. */
export async function contentOffice(
  options?: Parameters<typeof createTestApp>[0],
): Promise<{ t: TestApp; writer: SignedInStaff; admin: SignedInStaff }> {
  const t = await createTestApp(options);
  return { t, writer: await signInStaff(t, 'content'), admin: await signInStaff(t, 'admin') };
}

/** The staff service as the app builds it, for creating members directly. */
export function staffServiceFor(t: { database: { db: Database }; clock: Clock; config: Config }) {
  return staffService({ db: t.database.db, clock: t.clock, totpKey: t.config.totpKey, secondFactor: t.config.staffSecondFactor });
}

/** Every step saved but the declaration, by the applicant of `mobile`; answers the application's number. */
export async function reachDeclaration(agent: Agent, mobile: string, fullName = 'Anu Krishnan', dob?: string): Promise<string> {
  const id = await openApplication(agent, mobile);
  await call(agent, admission.savePersonalDetails, {
    body: { applicationId: id, personalDetails: { ...personalDetails(fullName), ...(dob ? { dob } : {}) } },
  }).expect(200);
  await call(agent, admission.saveAddressFamilyDetails, {
    body: { applicationId: id, addressFamilyDetails: addressFamilyDetails() },
  }).expect(200);
  await payFee(agent, id);
  await call(agent, admission.saveProgramSelection, { params: { applicationId: id }, body: diplomaSelection() }).expect(200);
  await call(agent, admission.saveEducationDetails, { params: { applicationId: id }, body: diplomaEducation() }).expect(200);
  return id;
}

/** A whole application, from OTP to declaration, by the applicant of `mobile`; answers its number. */
export async function submitApplication(agent: Agent, mobile: string, fullName = 'Anu Krishnan'): Promise<string> {
  const id = await reachDeclaration(agent, mobile, fullName);
  await call(agent, admission.submitDeclaration, { params: { applicationId: id }, body: declaration(fullName) }).expect(200);
  return id;
}

/** An applicant under 18: the father's code, sent and entered, so the application can be submitted. */
export async function confirmParent(t: { sms: ConsoleSmsSender }, agent: Agent, id: string): Promise<void> {
  await call(agent, privacy.sendParentalCode, { params: { applicationId: id }, body: { guardian: 'father' } }).expect(200);
  const otp = t.sms.last(FATHER_MOBILE)?.otp;
  if (!otp) throw new Error('no code sent to the father');
  await call(agent, privacy.confirmParentalConsent, { params: { applicationId: id }, body: { guardian: 'father', otp } }).expect(200);
}
