import type { Logger } from 'pino';
import type { Language } from '@college/contracts/languages';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { SmsError, type SmsSender, type SmsTemplate } from './sms/sms-sender';
import { composeEmail, type EmailTemplate } from './email-templates';
import { EmailError, type EmailSender } from './email-sender';
import { outboxRepository, type OutboxRow } from './outbox.repository';

const BATCH = 20;
/** After this many failed tries a message is given up on (about a day of back-off). */
const MAX_ATTEMPTS = 10;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 4 * 3600;

/** Queues an SMS in the caller's transaction: it is sent only if the event it tells of is kept. */
export async function queueSms(
  tx: Database,
  now: Date,
  message: { mobile: string; template: SmsTemplate; variables: Record<string, string>; language: Language },
) {
  await outboxRepository(tx).insert({
    channel: 'sms',
    recipient: message.mobile,
    template: message.template,
    variables: message.variables,
    language: message.language,
    now,
  });
}

/** Queues an email in the caller's transaction, like queueSms. */
export async function queueEmail(
  tx: Database,
  now: Date,
  message: { to: string; template: EmailTemplate; variables: Record<string, string>; language: Language },
) {
  await outboxRepository(tx).insert({
    channel: 'email',
    recipient: message.to,
    template: message.template,
    variables: message.variables,
    language: message.language,
    now,
  });
}

/** Queues many messages at once in the caller's transaction, like queueSms and queueEmail one by one. */
export async function queueMany(
  tx: Database,
  now: Date,
  messages: {
    sms: readonly { mobile: string; template: SmsTemplate; variables: Record<string, string>; language: Language }[];
    email: readonly { to: string; template: EmailTemplate; variables: Record<string, string>; language: Language }[];
  },
) {
  await outboxRepository(tx).insertMany(
    [
      ...messages.sms.map((m) => ({
        channel: 'sms' as const,
        recipient: m.mobile,
        template: m.template,
        variables: m.variables,
        language: m.language,
      })),
      ...messages.email.map((m) => ({
        channel: 'email' as const,
        recipient: m.to,
        template: m.template,
        variables: m.variables,
        language: m.language,
      })),
    ],
    now,
  );
}

export type MessageDeps = {
  db: Database;
  clock: Clock;
  sms: SmsSender;
  email: EmailSender;
  /** The acknowledgement PDF of an application, for the email that carries it. */
  acknowledgement: (applicationId: string, language: Language) => Promise<Uint8Array>;
  logger: Logger;
};

async function deliver(deps: MessageDeps, row: OutboxRow): Promise<void> {
  if (row.channel === 'sms') {
    await deps.sms.sendTemplate(row.recipient, row.template as SmsTemplate, row.variables, row.language);
    return;
  }
  const mail = composeEmail(row.template as EmailTemplate, row.variables, row.language);
  const application = row.variables.application ?? '';
  const attachments = mail.acknowledgement
    ? [
        {
          filename: `acknowledgement-${application}.pdf`,
          content: Buffer.from(await deps.acknowledgement(application, row.language)),
          contentType: 'application/pdf',
        },
      ]
    : [];
  await deps.email.send({ to: row.recipient, subject: mail.subject, text: mail.text, attachments });
}

/** Seconds to wait after the n-th failed try: 30 s, 1 min, 2 min, ... up to four hours. */
function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** (attempts - 1), LONGEST_WAIT_SECONDS);
}

/** How long a claimed message is left to its sender before another run may try it again. */
const LEASE_SECONDS = 120;

/**
 * Sends what is due. Messages are claimed in a short transaction (a lease on the row), then sent
 * outside it, so a slow provider holds no database lock; a process that dies mid-send leaves the
 * lease to run out and the message is tried again. A failure is recorded and retried with back-off.
 * Answers how many were sent.
 */
export async function sendDueMessages(deps: MessageDeps): Promise<number> {
  const repo = outboxRepository(deps.db);
  let sent = 0;
  for (;;) {
    const claimed = await inTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      const rows = await outboxRepository(tx).due(now, BATCH);
      for (const row of rows) {
        await outboxRepository(tx).update(row.id, { nextAttemptAt: new Date(now.getTime() + LEASE_SECONDS * 1000) });
      }
      return rows;
    });
    for (const row of claimed) {
      const attempts = row.attempts + 1;
      try {
        await deliver(deps, row);
        await repo.update(row.id, { status: 'sent', attempts, sentAt: deps.clock.now(), lastError: null });
        sent += 1;
      } catch (err) {
        const reason = err instanceof SmsError || err instanceof EmailError ? err.message : 'unexpected error';
        const givingUp = attempts >= MAX_ATTEMPTS;
        await repo.update(row.id, {
          attempts,
          lastError: reason,
          status: givingUp ? 'failed' : 'pending',
          nextAttemptAt: new Date(deps.clock.now().getTime() + retryDelaySeconds(attempts) * 1000),
        });
        deps.logger.warn({ message: row.id, channel: row.channel, attempts, reason, givingUp }, 'message not sent');
      }
    }
    if (claimed.length < BATCH) return sent;
  }
}

/** The messages queued for a recipient, newest first: demo mode's outbox page. */
export async function queuedFor(db: Database, recipient: string) {
  const rows = await outboxRepository(db).forRecipient(recipient);
  return rows.map((r) => ({
    channel: r.channel,
    template: r.template,
    status: r.status,
    attempts: r.attempts,
    variables: r.variables,
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}

/** Forgets the messages about an erased application (their recipients and contents are personal data). */
export async function forgetMessagesAbout(db: Database, applicationId: string): Promise<number> {
  return outboxRepository(db).deleteAbout(applicationId);
}

/** How many messages wait to be sent, and how long the oldest has waited (seconds; 0 with none). */
export async function outboxBacklog(db: Database, now: Date): Promise<{ pending: number; oldestSeconds: number }> {
  const { pending, oldest } = await outboxRepository(db).backlog();
  return { pending, oldestSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0 };
}
