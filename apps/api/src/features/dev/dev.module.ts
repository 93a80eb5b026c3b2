import type { ConsoleSmsSender, SmsSender } from '../messages/messages.api';
import { queuedFor } from '../messages/messages.api';
import type { DemoGateway, PaymentGateway, PaymentService } from '../payments/payments.api';
import { feature } from '../../lib/feature';
import { devRoutes } from './dev.routes';

type Needs = { sms: SmsSender; gateway: PaymentGateway; payments: PaymentService };

/** The demo's own routes (the SMS outbox, the simulated checkout): in demo mode only. */
export const devFeature = feature({
  name: 'dev',
  routes: ({ mount, config, db }, { sms, gateway, payments }: Needs) =>
    config.demoMode
      ? [
          devRoutes(mount, {
            sms: sms.name === 'console' ? (sms as ConsoleSmsSender) : undefined,
            gateway: gateway.name === 'demo' ? (gateway as DemoGateway) : undefined,
            payments,
            queuedFor: (recipient) => queuedFor(db, recipient),
          }),
        ]
      : [],
});
