import { CHECKOUT_DESCRIPTION, CHECKOUT_THEME_COLOR, PAISE_PER_RUPEE, RAZORPAY_CHECKOUT_URL } from '@college/contracts/constants';
import type { CreatePaymentData } from '@college/contracts/entities/payment';
import { college } from '../../../content/college';

export type CheckoutSuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

export type CheckoutCallbacks = {
  onSuccess: (result: CheckoutSuccess) => void;
  onDismiss: () => void;
  onFailure: (description: string) => void;
};

type RazorpayInstance = { open(): void; on(event: string, cb: (r: { error?: { description?: string } }) => void): void };
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

/** Loads Razorpay's checkout script the first time a payment starts, not before. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Razorpay could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Opens Razorpay's checkout with the spec's options: amount x100, description, theme, notes, prefill. */
export async function openRazorpayCheckout(order: CreatePaymentData, applicationId: string, callbacks: CheckoutCallbacks) {
  const Razorpay = await loadRazorpay();
  const checkout = new Razorpay({
    key: order.key_id,
    amount: order.amount * PAISE_PER_RUPEE,
    currency: order.currency,
    name: college.name,
    description: CHECKOUT_DESCRIPTION,
    order_id: order.orderId,
    prefill: order.prefill,
    notes: { applicationId },
    theme: { color: CHECKOUT_THEME_COLOR },
    handler: callbacks.onSuccess,
    modal: { ondismiss: callbacks.onDismiss },
  });
  checkout.on('payment.failed', (r) => callbacks.onFailure(r.error?.description ?? 'Payment failed'));
  checkout.open();
}
