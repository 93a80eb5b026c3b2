import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { razorpayWebhook } from '@college/contracts/endpoints/payments';
import type { Config } from './config/env';
import type { Database, DatabaseHandle } from './db/client';
import { acknowledgementOf, acknowledgementRoutes } from './features/acknowledgement/acknowledgement.routes';
import { consoleEmailSender, smtpEmailSender, type EmailSender } from './features/messages/email-sender';
import { outboxBacklog, type MessageDeps } from './features/messages/outbox';
import { applicationRoutes } from './features/applications/application.routes';
import { applicantImageRoutes } from './features/applications/applicant-images.routes';
import { applicantImagesService, type ApplicantImagesDeps } from './features/applications/applicant-images.service';
import { applicationService, type FeeOf } from './features/applications/application.service';
import { applicationFee } from './features/payments/fee-summary';
import { devRoutes } from './features/dev/dev.routes';
import { queuedFor } from './features/messages/outbox';
import { docsRoutes } from './features/docs/docs.routes';
import { healthRoutes } from './features/health/health.routes';
import { createMetrics, type Metrics } from './features/metrics/metrics';
import { metricsRoutes } from './features/metrics/metrics.routes';
import { meritRoutes } from './features/merit/merit.routes';
import { allotmentRoutes } from './features/allotment/allotment.routes';
import { allotmentService } from './features/allotment/allotment.service';
import { allotmentChoices } from './features/allotment/choices';
import { documentsService } from './features/allotment/documents';
import { joiningService } from './features/allotment/joining';
import { joiningRoutes } from './features/allotment/joining.routes';
import { documentFileRoutes } from './features/allotment/document-files.routes';
import { documentFiles } from './features/allotment/document-files';
import { admissionFees } from './features/allotment/admission-fee';
import { spotAdmission } from './features/allotment/spot';
import { admissionStatement } from './features/allotment/statement';
import { admissionFeeOrders } from './features/payments/admission-fee-payments';
import { meritService } from './features/merit/merit.service';
import { officeRoutes } from './features/office/office.routes';
import { auditLogRoutes } from './features/office/audit-log.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { noticesRoutes } from './features/content/notices.routes';
import { committeesRoutes } from './features/content/committees.routes';
import { committeesService } from './features/content/committees.service';
import { collegeDocumentsRoutes } from './features/content/college-documents.routes';
import { pagesOfBuild, sitemapService } from './features/content/sitemap';
import { sitemapRoute } from './features/content/sitemap.routes';
import { collegeDocumentsService } from './features/content/college-documents.service';
import { galleryRoutes } from './features/content/gallery.routes';
import { noticeDigest } from './features/content/notice-digest';
import { noticeDigestRoutes } from './features/content/notice-digest.routes';
import { pageReviewsService } from './features/content/page-reviews';
import { pageReviewsRoutes } from './features/content/page-reviews.routes';
import { reviewPolicyService } from './features/content/review-policy';
import { siteTextsService } from './features/content/site-texts';
import { siteTextsRoutes } from './features/content/site-texts.routes';
import { pageSlotsRoutes, type PageSlots } from './features/content/page-slots.routes';
import { galleryService } from './features/content/gallery.service';
import { noticesService } from './features/content/notices.service';
import { whatsNew } from './features/content/whats-new';
import { savedViewsRoutes } from './features/office/saved-views.routes';
import { savedViewsService } from './features/office/saved-views';
import { dashboardService } from './features/dashboard/dashboard.service';
import { auditLog } from './features/audit/audit-log';
import { staffByIds, staffIdByEmail } from './features/staff/staff-directory';
import { admissionSettingsService } from './features/settings/admission-settings';
import { admissionSettingsRoutes } from './features/settings/admission-settings.routes';
import { officeService } from './features/office/office.service';
import { otpRoutes } from './features/otp/otp.routes';
import { signInRecords } from './features/otp/sign-in-records';
import { otpService } from './features/otp/otp.service';
import { consoleSmsSender, type ConsoleSmsSender } from './features/messages/sms/console-sender';
import { msg91SmsSender } from './features/messages/sms/msg91-sender';
import type { SmsSender } from './features/messages/sms/sms-sender';
import { demoGateway, type DemoGateway } from './features/payments/gateways/demo-gateway';
import type { PaymentGateway } from './features/payments/gateways/payment-gateway';
import { razorpayGateway } from './features/payments/gateways/razorpay-gateway';
import type { ReconciliationDeps } from './features/payments/reconciliation';
import { paymentsLedger } from './features/payments/payments-ledger';
import { refundsService } from './features/payments/refunds';
import type { UnusedFeeRefundDeps } from './features/payments/unused-fee-refunds';
import { staffPaymentsRoutes } from './features/payments/staff-payments.routes';
import { paymentRoutes } from './features/payments/payment.routes';
import { paymentService } from './features/payments/payment.service';
import { parentalConsentService } from './features/privacy/parental-consent';
import { privacyRoutes } from './features/privacy/privacy.routes';
import type { RetentionDeps } from './features/privacy/retention';
import { rightsService } from './features/privacy/rights.service';
import { pincodeRoutes } from './features/pincode/pincode.routes';
import { pincodeService } from './features/pincode/pincode.service';
import { questionPaperRoutes } from './features/question-papers/question-paper.routes';
import { questionPaperService } from './features/question-papers/question-paper.service';
import { staffPaperRoutes } from './features/question-papers/staff-papers.routes';
import { sessionCookies } from './features/sessions/cookies';
import { requireSession } from './features/sessions/guards';
import { sessionRoutes } from './features/sessions/session.routes';
import { sessionService } from './features/sessions/session.service';
import { staffRoutes } from './features/staff/staff.routes';
import { staffService } from './features/staff/staff.service';
import { staffAccountRoutes } from './features/staff/staff-accounts.routes';
import { staffAccountsService } from './features/staff/staff-accounts.service';
import { requireRoles } from './features/staff/staff-guard';
import type { FileStorage } from './features/storage/file-storage';
import { documentsStorage, galleryStorage, imagesStorage, papersStorage } from './features/storage/papers-storage';
import { systemClock, type Clock } from './lib/clock';
import { apiMethodNotAllowed, apiNotFound, errorHandler } from './lib/error-handler';
import { serializeError } from './lib/logger';
import { createMount } from './lib/mount';
import { apiPackageRoot } from './lib/package-root';
import { sameOriginOnly } from './lib/same-origin';
import { dataAnswerHeaders, securityHeaders } from './lib/security-headers';
import { defaultWebDist, inlineScriptHashes, staticSite } from './lib/static-site';

const DEMO_NOTICE_HTML = {
  en: '<p class="demo-banner" role="note">Demo site: one-time codes and fee payments are simulated. Do not enter real personal details.</p>',
  ml: '<p class="demo-banner" role="note">ഡെമോ സൈറ്റ്: ഒറ്റത്തവണ കോഡുകളും ഫീസ് അടവും സാങ്കൽപ്പികമാണ്. യഥാർത്ഥ വ്യക്തിഗത വിവരങ്ങൾ നൽകരുത്.</p>',
};

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Defaults to the system clock; tests move time themselves. */
  clock?: Clock;
  /** Defaults to MSG91 when configured, else the console sender. */
  sms?: SmsSender;
  /** Defaults to Razorpay when configured, else the demo gateway. */
  gateway?: PaymentGateway;
  /** Defaults to a folder under DATA_DIR. */
  storage?: FileStorage;
  /** Where applicants' photos and signatures live; defaults to a folder under DATA_DIR. */
  imageStorage?: FileStorage;
  /** Defaults to a fresh set; the server shares its set with the background jobs. */
  metrics?: Metrics;
};

/** The Prometheus metrics of one process: its requests, its jobs, its database and outbox. */
export function defaultMetrics(database: DatabaseHandle, clock: Clock = systemClock): Metrics {
  return createMetrics({ database, outboxBacklog: () => outboxBacklog(database.db, clock.now()) });
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

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

/** What the payment reconciliation job needs: the configured gateway. */
export function reconciliationDeps(config: Config, database: DatabaseHandle, logger: Logger): ReconciliationDeps {
  return { db: database.db, clock: systemClock, gateway: defaultGateway(config), logger };
}

/** What the unused-fee refund job needs: the refund machinery, and whether the season is over. */
export function unusedFeeRefundDeps(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
  clock: Clock = systemClock,
): UnusedFeeRefundDeps {
  const db = database.db;
  const settings = settingsOf(config, db, clock);
  return {
    db,
    refunds: refundsService({ db, clock, gateway: defaultGateway(config), logger }),
    season: { seasonOver: () => settings.seasonOver() },
    logger,
  };
}

/** What the applicant-images service needs: the configured picture store. */
export function imageDeps(config: Config, database: DatabaseHandle, logger: Logger, clock: Clock = systemClock): ApplicantImagesDeps {
  return { db: database.db, storage: imagesStorage(config), clock, logger };
}

/** What the message job needs to send the outbox: the senders, and how to make an acknowledgement. */
export function messageDeps(config: Config, database: DatabaseHandle, logger: Logger, clock: Clock = systemClock): MessageDeps {
  const applications = applicationService({
    db: database.db,
    clock,
    settings: settingsOf(config, database.db, clock),
    feeOf: feeOfIn(database.db),
  });
  const images = applicantImagesService(imageDeps(config, database, logger, clock));
  return {
    db: database.db,
    clock,
    sms: defaultSms(config, clock),
    email: defaultEmail(config),
    acknowledgement: async (id, language) => acknowledgementOf(await applications.getForDocument(id), { ...config, images }, language),
    logger,
  };
}

/** What the retention job needs: the configured periods. */
export function retentionDeps(config: Config, database: DatabaseHandle, logger: Logger, clock: Clock = systemClock): RetentionDeps {
  return { db: database.db, clock, logger, rules: config.retention };
}

/** The whole site as an Express app, without listening: the server and the tests both use it. */
export function createApp(deps: AppDeps): Express {
  const { config, database, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const db = database.db;
  const sms = deps.sms ?? defaultSms(config, clock);
  const gateway = deps.gateway ?? defaultGateway(config);
  const metrics = deps.metrics ?? defaultMetrics(database, clock);

  const sessions = sessionService({ db, clock, secret: config.sessionSecret });
  const cookies = sessionCookies(config.isProduction);
  const payments = paymentService({ db, clock, gateway, logger, feeWindow: settingsOf(config, db, clock) });
  const storage = deps.storage ?? papersStorage(config);
  const papers = questionPaperService({ db, storage, clock });
  const staff = staffService({ db, clock, totpKey: config.totpKey, secondFactor: config.staffSecondFactor });
  const applicantSession = requireSession('applicant', sessions, cookies);
  const staffSession = requireSession('staff', sessions, cookies);
  const staffRoles = requireRoles(staff);
  const mount = createMount({
    validateResponses: !config.isProduction,
    guards: {
      applicant: () => [applicantSession],
      staff: (endpoint) => {
        if (!endpoint.roles) throw new Error(`Staff endpoint without roles (${endpoint.path})`);
        return [staffSession, staffRoles(endpoint.roles)];
      },
    },
    uploadDir: path.resolve(config.dataDir, 'tmp'),
  });

  const app = express();
  // What was mounted, for the check that the OpenAPI document and the routes agree.
  app.locals.mountedEndpoints = mount.mounted;
  app.disable('x-powered-by');
  // No ETag made by hashing every JSON answer: the answers that may be cached (the archive's) make
  // theirs from the archive's version. A function here, not false, so files sent keep theirs
  // (Express gives sendFile its stat-based ETags only while the setting is on).
  app.set('etag', () => undefined);
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  app.use(metrics.requests);

  app.use(
    pinoHttp({
      logger,
      genReqId(req, res) {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // Paths only: query strings may carry what people typed.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url.split('?')[0],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        // Ours keeps query parameters out; unwrapped, so it sees the error itself.
        err: serializeError,
      },
      wrapSerializers: false,
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );
  const webDist = config.webDistDir ?? defaultWebDist(apiPackageRoot());
  app.use(
    securityHeaders(
      config.isProduction,
      webDist ? inlineScriptHashes(webDist) : [],
      webDist ? inlineScriptHashes(webDist, 'admission') : [],
    ),
  );
  app.use(compression());
  app.use('/api', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use('/api', dataAnswerHeaders());
  app.use('/api', sameOriginOnly(config.publicOrigin, [razorpayWebhook.path]));
  // Bodies are read per route, as each endpoint's kind says (lib/mount).
  app.use(cookieParser());

  app.use(healthRoutes(mount, { database, storage, demoMode: config.demoMode }));
  app.use(metricsRoutes({ metrics, allow: config.metricsAllow }));
  app.use(docsRoutes(mount, { demoMode: config.demoMode }));
  const otp = otpService({ db, clock, sms, otpSecret: config.otpSecret, logger, sendsPerIpPerHour: config.otpSendsPerIpPerHour });
  app.use(otpRoutes(mount, { otp, sessions, cookies, signIns: signInRecords({ db, clock }) }));
  app.use(sessionRoutes(mount, { sessions, cookies }));
  const settings = settingsOf(config, db, clock);
  const applications = applicationService({ db, clock, settings, feeOf: feeOfIn(db) });
  app.use(applicationRoutes(mount, { applications }));
  // Pictures and documents sent by applicants share one store: its removal queue serves both.
  const applicantFiles = deps.imageStorage ?? imagesStorage(config);
  const images = applicantImagesService({ db, storage: applicantFiles, clock, logger });
  app.use(applicantImageRoutes(mount, { images }));
  app.use(admissionSettingsRoutes(mount, { settings }));
  app.use(meritRoutes(mount, { merit: meritService({ db, clock }), applications }));
  const feeRefunds = { refunds: refundsService({ db, clock, gateway, logger }), logger };
  const choices = allotmentChoices({ db, clock, ...feeRefunds });
  app.use(
    allotmentRoutes(mount, {
      allotment: allotmentService({ db, clock }),
      choices,
      applications,
      orders: admissionFeeOrders({ db, clock, gateway, logger }),
      spot: spotAdmission({ db, clock }),
    }),
  );
  app.use(
    joiningRoutes(mount, {
      joining: joiningService({ db, clock, ...feeRefunds }),
      documents: documentsService({ db, clock }),
      fees: admissionFees({ db, clock }),
      statement: admissionStatement({ db, clock }),
    }),
  );
  app.use(
    documentFileRoutes(mount, {
      files: documentFiles({ db, clock, storage: applicantFiles, removeReleased: images.removeReleased }),
      choices,
      applications,
    }),
  );
  app.use(acknowledgementRoutes(mount, { applications, images, verifyKeys: config.verifyKeys, publicOrigin: config.publicOrigin }));
  app.use(paymentRoutes(mount, { payments, applicationOf: (id, mobile) => applications.get(id, mobile) }));
  app.use(
    privacyRoutes(mount, {
      parental: parentalConsentService({ db, clock, otp }),
      rights: rightsService({ db, clock, applications }),
      retention: retentionDeps(config, database, logger, clock),
    }),
  );
  app.use(questionPaperRoutes(mount, { papers }));
  app.use(auditLogRoutes(mount, { log: auditLog({ db, staff: { idByEmail: staffIdByEmail, byIds: staffByIds } }) }));
  app.use(staffRoutes(mount, { staff, sessions, cookies, secret: config.sessionSecret, clock }));
  app.use(
    staffAccountRoutes(mount, {
      accounts: staffAccountsService({
        db,
        clock,
        publicOrigin: config.publicOrigin,
        endSessions: (id) => sessions.revokeSubject('staff', id),
      }),
    }),
  );
  app.use(staffPaperRoutes(mount, { papers }));
  app.use(officeRoutes(mount, { office: officeService({ db, clock }) }));
  // The site's own pages, as the build prerendered them: the office reviews each once a year.
  const pages = pagesOfBuild(webDist);
  app.use(dashboardRoutes(mount, { dashboard: dashboardService({ db, clock, settings, pages }) }));
  app.use(pageReviewsRoutes(mount, { reviews: pageReviewsService({ db, clock, pages }), policy: reviewPolicyService({ db, clock }) }));
  const texts = siteTextsService({ db, clock });
  app.use(siteTextsRoutes(mount, { texts }));
  const news = whatsNew({ db, clock });
  const slots: PageSlots = {
    'whats-new': (language) => news.markup(language),
    'college-news': (language) => news.news(language),
    ...texts.slots,
  };
  app.use(pageSlotsRoutes(mount, { slots }));
  app.use(savedViewsRoutes(mount, { views: savedViewsService({ db, clock }) }));
  app.use(noticesRoutes(mount, { notices: noticesService({ db, clock, publicOrigin: config.publicOrigin }) }));
  app.use(committeesRoutes(mount, { committees: committeesService({ db, clock }) }));
  app.use(collegeDocumentsRoutes(mount, { documents: collegeDocumentsService({ db, storage: documentsStorage(config), clock }) }));
  const gallery = galleryService({ db, storage: galleryStorage(config), clock });
  app.use(galleryRoutes(mount, { gallery }));
  app.use(noticeDigestRoutes(mount, { digest: noticeDigest({ db, clock, publicOrigin: config.publicOrigin }) }));
  app.use(
    staffPaymentsRoutes(mount, {
      ledger: paymentsLedger({ db, clock, gateway, logger }),
      refunds: refundsService({ db, clock, gateway, logger }),
    }),
  );
  app.use(pincodeRoutes(mount, { pincodes: pincodeService({ upstreamUrl: config.pincodeUpstreamUrl, logger }) }));
  if (config.demoMode) {
    app.use(
      devRoutes(mount, {
        sms: sms.name === 'console' ? (sms as ConsoleSmsSender) : undefined,
        gateway: gateway.name === 'demo' ? (gateway as DemoGateway) : undefined,
        payments,
        queuedFor: (recipient) => queuedFor(db, recipient),
      }),
    );
  }

  app.use('/api', apiMethodNotAllowed(mount.mounted), apiNotFound);
  // In the page itself, so the notice shows with the first paint, before any script runs.
  if (webDist) {
    app.use(sitemapRoute({ sitemap: sitemapService({ db, clock, publicOrigin: config.publicOrigin, webDist }) }));
    app.use(
      staticSite(webDist, {
        ...(config.demoMode ? { bodyStart: DEMO_NOTICE_HTML } : {}),
        slots,
      }),
    );
  }
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(errorHandler);
  return app;
}
