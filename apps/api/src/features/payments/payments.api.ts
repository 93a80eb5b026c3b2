// What the payments feature offers the others. Anything not exported here is its own business:
// the lint gate refuses an import from another feature's files but this one.

export { applicationFee } from './fee-summary';
export type { DemoGateway } from './gateways/demo-gateway';
export { applicationsWithGatewayPayment, clearPaymentAttempts, paymentAttempts } from './payment-office';
export type { PaymentService } from './payment.service';
export { admissionFeeAccount, refundAdmissionFee } from './admission-fee-payments';
export type { AdmissionFeeOrders } from './admission-fee-payments';
export type { RefundsService } from './refunds';
export { feeFigures } from './fee-figures';
export type { PaymentGateway } from './gateways/payment-gateway';
