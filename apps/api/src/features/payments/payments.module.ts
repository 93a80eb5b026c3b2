import type { ApplicationService } from '../applications/applications.api';
import type { AdmissionSettingsService } from '../settings/settings.api';
import { feature } from '../../lib/feature';
import type { PaymentGateway } from './gateways/payment-gateway';
import { paymentRoutes } from './payment.routes';
import type { PaymentService } from './payment.service';
import { paymentsLedger } from './payments-ledger';
import { reconciliationJob } from './reconciliation';
import type { RefundsService } from './refunds';
import { staffPaymentsRoutes } from './staff-payments.routes';
import { unusedFeeRefundJob, type UnusedFeeRefundDeps } from './unused-fee-refunds';
import type { Core } from '../../lib/feature';

type Needs = {
  payments: PaymentService;
  applications: ApplicationService;
  gateway: PaymentGateway;
  refunds: RefundsService;
  settings: AdmissionSettingsService;
};

/** What the unused-fee refund job needs: the refund machinery, and whether the season is over. */
export const unusedFeeRefundDeps = (
  { db, logger }: Core,
  { refunds, settings }: Pick<Needs, 'refunds' | 'settings'>,
): UnusedFeeRefundDeps => ({
  db,
  refunds,
  season: { seasonOver: () => settings.seasonOver() },
  logger,
});

/** The application fee through the gateway, the office's ledger and refunds; reconciliation and unused-fee refunds run in the background. */
export const paymentsFeature = feature<Needs>({
  name: 'payments',
  routes: ({ mount, db, clock, logger }, { payments, applications, gateway, refunds }) => [
    paymentRoutes(mount, { payments, applicationOf: (id, mobile) => applications.get(id, mobile) }),
    staffPaymentsRoutes(mount, { ledger: paymentsLedger({ db, clock, gateway, logger }), refunds }),
  ],
  jobs: (core, needs) => [
    reconciliationJob({ db: core.db, clock: core.clock, gateway: needs.gateway, logger: core.logger }),
    unusedFeeRefundJob(unusedFeeRefundDeps(core, needs)),
  ],
});
