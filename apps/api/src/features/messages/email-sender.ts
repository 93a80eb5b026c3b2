import nodemailer from 'nodemailer';

type EmailAttachment = { filename: string; content: Buffer; contentType: string };
type EmailMessage = { to: string; subject: string; text: string; attachments?: EmailAttachment[] };

/** Sends email. Implementations never log a message's body or attachments. */
export type EmailSender = { readonly name: string; send(message: EmailMessage): Promise<void> };

export class EmailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmailError';
  }
}

/** SMTP through nodemailer: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
export function smtpEmailSender(options: { url: string; from: string; timeoutMs?: number }): EmailSender {
  const transport = nodemailer.createTransport(options.url, {
    connectionTimeout: options.timeoutMs ?? 10_000,
    greetingTimeout: options.timeoutMs ?? 10_000,
    socketTimeout: options.timeoutMs ?? 20_000,
  } as never);
  return {
    name: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from: options.from, ...message });
      } catch (err) {
        // The server's reply may quote the address; only its code is kept.
        const code =
          (err as { responseCode?: number; code?: string } | null)?.responseCode ?? (err as { code?: string } | null)?.code ?? 'unknown';
        throw new EmailError(`SMTP server refused or could not be reached (${String(code)})`);
      }
    },
  };
}

/** Demo mode: the subject goes to the log; nothing leaves the machine. */
export function consoleEmailSender(print: (line: string) => void): EmailSender {
  return {
    name: 'console',
    send(message) {
      const attached = message.attachments?.map((a) => a.filename).join(', ');
      print(`[demo email] to ${message.to}: ${message.subject}${attached ? ` (attached: ${attached})` : ''}\n`);
      return Promise.resolve();
    },
  };
}
