import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  headers?: Record<string, string>;
}

/** Where mail goes: an SMTP server, or nowhere but the outbox (read at /dev/mail). */
export interface MailTransport {
  readonly kind: 'smtp' | 'dev-inbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer when `smtpUrl` is set; otherwise the dev inbox. */
export function createMailTransport(opts: { smtpUrl?: string; from: string }): MailTransport {
  if (!opts.smtpUrl) return { kind: 'dev-inbox', send: async () => {}, close: () => {} };
  const transporter = nodemailer.createTransport(opts.smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        headers: mail.headers,
      });
    },
    close: () => transporter.close(),
  };
}
