import type { Logger } from 'pino';
import type { Language } from '@college/contracts/languages';
import type { Config } from '../config/env';
import type { Database, DatabaseHandle } from '../db/client';
import { systemClock, type Clock } from '../lib/clock';
import type { Core } from '../lib/feature';
import { apiPackageRoot } from '../lib/package-root';
import { defaultWebDist } from '../lib/static-site';
import { acknowledgementOf } from './acknowledgement/acknowledgement.routes';
import { allotmentChoices } from './allotment/choices';
import { applicantImagesService } from './applications/applicant-images.service';
import { applicationService, type FeeOf } from './applications/application.service';
import { pagesOfBuild } from './content/sitemap';
import { siteTextsService } from './content/site-texts';
import type { PageSlots } from './content/page-slots.routes';
import { whatsNew } from './content/whats-new';
import { consoleEmailSender, smtpEmailSender, type EmailSender } from './messages/email-sender';
import { outboxBacklog } from './messages/outbox';
import { consoleSmsSender } from './messages/sms/console-sender';
import { msg91SmsSender } from './messages/sms/msg91-sender';
import type { SmsSender } from './messages/sms/sms-sender';
import { createMetrics, type Metrics } from './metrics/metrics';
import { otpService } from './otp/otp.service';
import { applicationFee } from './payments/fee-summary';
import { demoGateway } from './payments/gateways/demo-gateway';
import type { PaymentGateway } from './payments/gateways/payment-gateway';
import { razorpayGateway } from './payments/gateways/razorpay-gateway';
import { paymentService } from './payments/payment.service';
import { admissionFeeOrders } from './payments/admission-fee-payments';
import { refundsService } from './payments/refunds';
import { questionPaperService } from './question-papers/question-paper.service';
import { sessionCookies } from './sessions/cookies';
import { sessionService } from './sessions/session.service';
import { admissionSettingsService } from './settings/admission-settings';
import { staffService } from './staff/staff.service';
import type { FileStorage } from './storage/file-storage';
import { imagesStorage, papersStorage } from './storage/papers-storage';

// The services more than one feature uses, made once per process by the composition root and
// handed to every feature (lib/feature.ts): the app's routes and the server's jobs read the same.

/** What a caller may give in place of the configured defaults: tests give their own senders and stores. */
export type SiteOptions = {
  /** Defaults to MSG91 when configured, else the console sender. */
  sms?: SmsSender;
  /** Defaults to Razorpay when configured, else the demo gateway. */
  gateway?: PaymentGateway;
  /** Where question papers live; defaults to a folder under DATA_DIR. */
  storage?: FileStorage;
  /** Where applicants' photos and signatures live; defaults to a folder under DATA_DIR. */
  imageStorage?: FileStorage;
  /** Defaults to a fresh set; the server shares its set with the background jobs. */
  metrics?: Metrics;
};

/** The SMS sender the configuration asks for. */
function defaultSms(config: Config, clock: Clock): SmsSender {
  if (config.sms.provider === 'msg91') return msg91SmsSender(config.sms);
  return consoleSmsSender({ clock, print: (line) => process.stdout.write(line) });
}

function defaultGateway(config: Config): PaymentGateway {
  return config.razorpay ? razorpayGateway(config.razorpay) : demoGateway();
}

function defaultEmail(config: Config): EmailSender {
  if (config.email.provider === 'smtp') return smtpEmailSender(config.email);
  return consoleEmailSender((line) => process.stdout.write(line));
}

/** The admin's windows and fee; APPLICATION_FEE_RUPEES is the fee until an admin sets one. */
function settingsOf(config: Config, db: Database, clock: Clock) {
  return admissionSettingsService({ db, clock, defaultFeeRupees: config.applicationFeeRupees });
}

/** Applications ask payments for an application's fee through this port (see FeeOf). */
const feeOfIn =
  (db: Database): FeeOf =>
  (applicationId, feePaise, now) =>
    applicationFee(db, applicationId, feePaise, now);

/** The Prometheus metrics of one process: its requests, its jobs, its database and outbox. */
export function defaultMetrics(database: DatabaseHandle, clock: Clock = systemClock): Metrics {
  return createMetrics({ database, outboxBacklog: () => outboxBacklog(database.db, clock.now()) });
}

/** The services the features share, made from the core and the options. */
export function sharedServices(core: Core, options: SiteOptions = {}) {
  const { config, database, db, logger, clock } = core;
  const sms = options.sms ?? defaultSms(config, clock);
  const gateway = options.gateway ?? defaultGateway(config);
  const settings = settingsOf(config, db, clock);
  const sessions = sessionService({ db, clock, secret: config.sessionSecret });
  const applications = applicationService({ db, clock, settings, feeOf: feeOfIn(db) });
  // Pictures and documents sent by applicants share one store: its removal queue serves both.
  const applicantFiles = options.imageStorage ?? imagesStorage(config);
  const images = applicantImagesService({ db, storage: applicantFiles, clock, logger });
  const refunds = refundsService({ db, clock, gateway, logger });
  const papersStore = options.storage ?? papersStorage(config);
  const texts = siteTextsService({ db, clock });
  const news = whatsNew({ db, clock });
  const slots: PageSlots = {
    'whats-new': (language) => news.markup(language),
    'college-news': (language) => news.news(language),
    ...texts.slots,
  };
  const webDist = config.webDistDir ?? defaultWebDist(apiPackageRoot());
  return {
    sms,
    gateway,
    email: defaultEmail(config),
    metrics: options.metrics ?? defaultMetrics(database, clock),
    settings,
    sessions,
    cookies: sessionCookies(config.isProduction),
    staff: staffService({ db, clock, totpKey: config.totpKey, secondFactor: config.staffSecondFactor }),
    otp: otpService({ db, clock, sms, otpSecret: config.otpSecret, logger, sendsPerIpPerHour: config.otpSendsPerIpPerHour }),
    payments: paymentService({ db, clock, gateway, logger, feeWindow: settings }),
    applications,
    applicantFiles,
    images,
    refunds,
    choices: allotmentChoices({ db, clock, refunds, logger }),
    papersStore,
    papers: questionPaperService({ db, storage: papersStore, clock }),
    texts,
    news,
    slots,
    /** The built web site, when there is one, and its pages (the office reviews each once a year). */
    webDist,
    pages: pagesOfBuild(webDist),
    /** The acknowledgement PDF of an application, which the submission's email carries. */
    acknowledgement: async (id: string, language: Language) =>
      acknowledgementOf(await applications.getForDocument(id), { ...config, images }, language),
    orders: admissionFeeOrders({ db, clock, gateway, logger }),
  };
}
export type Shared = ReturnType<typeof sharedServices>;

/** The core of a process that runs no request: the background jobs and the scripts, on the system clock. */
export const jobCore = (config: Config, database: DatabaseHandle, logger: Logger, clock: Clock = systemClock): Core => ({
  config,
  database,
  db: database.db,
  logger,
  clock,
});
