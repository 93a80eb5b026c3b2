import { feature, type Core } from '../../lib/feature';
import type { EmailSender } from './email-sender';
import { messageJob } from './message-job';
import type { MessageDeps } from './outbox';
import type { SmsSender } from './sms/sms-sender';

type Needs = { sms: SmsSender; email: EmailSender; acknowledgement: MessageDeps['acknowledgement'] };

/** What the message job needs to send the outbox: the senders, and how to make an acknowledgement. */
export const messageDeps = ({ db, clock, logger }: Core, { sms, email, acknowledgement }: Needs): MessageDeps => ({
  db,
  clock,
  sms,
  email,
  acknowledgement,
  logger,
});

/** The outbox of SMS and email, sent in the background by every process. */
export const messagesFeature = feature({
  name: 'messages',
  jobs: (core, needs: Needs) => [messageJob(messageDeps(core, needs))],
});
