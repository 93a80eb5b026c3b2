import type { CreatePaymentData } from '@college/contracts/entities/payment';
import { postVerifyPayment } from '../api/payments';
import type { CheckoutSuccess } from './checkout';
import { paymentWhileAway, untilConnected } from './until-connected';

/**
 * Tells the site what the checkout answered. The money has moved, so the confirmation is asked
 * until the site answers, however long the connection is away: a dropped connection never reads
 * as a failed payment (the gateway's webhook would record it too).
 */
export const confirmPayment = (applicationId: string, order: CreatePaymentData, result: CheckoutSuccess) =>
  untilConnected(
    (signal) =>
      postVerifyPayment(
        {
          applicationId,
          paymentId: order.paymentId,
          razorpayPaymentId: result.razorpay_payment_id,
          razorpayOrderId: result.razorpay_order_id,
          razorpaySignature: result.razorpay_signature,
        },
        signal,
      ),
    paymentWhileAway('confirm'),
  );
