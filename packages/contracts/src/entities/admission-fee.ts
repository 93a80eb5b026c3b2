import { z } from '../zod';
import { admissionFeeStructureSchema } from '../rules/admission-fees';

/** The admission fee as the applicant and the desk see it: the fees, the concession, what is paid, due and returned. */
export const admissionFeeViewSchema = z.object({
  lines: z.array(z.object({ name: z.string(), rupees: z.number(), fullRupees: z.number() })),
  concession: z.string().nullable(),
  totalRupees: z.number(),
  /** Paid online, and what of it is on its way back or returned. */
  paidRupees: z.number(),
  refundedRupees: z.number(),
  dueRupees: z.number(),
  /** Paid at the college's desk instead, with its receipt. */
  deskReceipt: z.string().nullable(),
  /** A payment was started and its outcome is not known yet. */
  pending: z.boolean(),
  canPay: z.boolean(),
  /** Why it cannot be paid online now; null when it can or nothing is due. */
  problem: z.string().nullable(),
  refund: z.object({ processingFeeRupees: z.number(), classesStart: z.string() }),
});
export type AdmissionFeeView = z.infer<typeof admissionFeeViewSchema>;

/** The structure in force and its version (null: the shipped one, never saved). */
export const feeStructureViewSchema = z.object({
  version: z.number().int().nullable(),
  savedAt: z.string().nullable(),
  structure: admissionFeeStructureSchema,
});
export type FeeStructureView = z.infer<typeof feeStructureViewSchema>;
