/** One e-mail, always in both text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers one message; resolves once it is handed over (written to the outbox or to SMTP). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
