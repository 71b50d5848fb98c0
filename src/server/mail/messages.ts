import { formatTime, site } from '../../engine';
import type { MailMessage } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Builds the text and HTML bodies from the same paragraphs; a paragraph may end in a link. */
function message(
  to: string,
  subject: string,
  paragraphs: (string | { text: string; url: string })[],
): MailMessage {
  const text = paragraphs
    .map((p) => (typeof p === 'string' ? p : `${p.text}\n${p.url}`))
    .join('\n\n');
  const html = paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<p>${escapeHtml(p.text)}<br><a href="${escapeHtml(p.url)}">${escapeHtml(p.url)}</a></p>`,
    )
    .join('\n');
  return {
    to,
    subject,
    text: `${text}\n\n${site.name}\n`,
    html: `<!doctype html>\n<html><body>\n${html}\n<p>${escapeHtml(site.name)}</p>\n</body></html>\n`,
  };
}

/** The code sits alone on its line ("Your confirmation code is 123456") so tests and people find it. */
export function confirmationMessage(
  to: string,
  code: string,
  confirmUrl: string,
  { contested }: { contested: boolean },
): MailMessage {
  const hasDraft = new URL(confirmUrl).searchParams.has('token');
  return message(to, `Your ${site.name} confirmation code`, [
    `Thank you for starting your application to ${site.name}.`,
    `Your confirmation code is ${code}`,
    'Enter it on the Confirm Your Account page within 24 hours. It works once.',
    {
      text: hasDraft
        ? 'To confirm on another device and bring back the answers you have entered so far, open:'
        : 'To confirm your account, open:',
      url: confirmUrl,
    },
    ...(contested
      ? [
          'This address was signed up more than once, with different passwords, before it was confirmed. After you confirm, choose your password with "Forgot password?" on the Log In page.',
        ]
      : []),
    'If you did not sign up, you can ignore this message.',
  ]);
}

/** Sent instead of a code when someone signs up with an address that already has an account. */
export function accountExistsMessage(to: string, loginUrl: string, forgotUrl: string): MailMessage {
  return message(to, `Your ${site.name} account`, [
    `Someone, perhaps you, tried to create an account for ${site.name} with this e-mail address, which already has one.`,
    { text: 'You can log in here:', url: loginUrl },
    { text: 'If you have forgotten your password, reset it here:', url: forgotUrl },
    'If this was not you, you can ignore this message; your account has not changed.',
  ]);
}

export function resetMessage(to: string, resetUrl: string): MailMessage {
  return message(to, `Reset your ${site.name} password`, [
    `We received a request to reset the password of your ${site.name} application account.`,
    { text: 'Choose a new password here within 1 hour (the link works once):', url: resetUrl },
    'If you did not ask for this, you can ignore this message; your password has not changed.',
  ]);
}

export function receiptMessage(to: string, submittedAt: Date, reference: string): MailMessage {
  return message(to, `We received your application to ${site.name}`, [
    `Thank you for applying to ${site.name}.`,
    `Your application was submitted on ${formatTime(submittedAt)}.`,
    `Your application reference is ${reference}. Please give it whenever you call or write to us.`,
    ...site.nextSteps,
  ]);
}

/** A staff invitation: the welcome link, where the new staff member sets a password and an authenticator. */
export function staffInvitationMessage(to: string, role: string, welcomeUrl: string): MailMessage {
  return message(to, `Your ${site.name} staff workspace invitation`, [
    `You have been invited to the ${site.name} admissions staff workspace as ${role === 'admin' ? 'an administrator' : 'a reader'}.`,
    {
      text: 'To choose your password and set up your authenticator app, open this link within 72 hours. It works once:',
      url: welcomeUrl,
    },
    'If you did not expect this invitation, you can ignore this message.',
  ]);
}

/** Says only that a decision is there: its content stays behind the applicant's log-in. */
export function decisionReleasedMessage(
  to: string,
  reference: string,
  loginUrl: string,
): MailMessage {
  return message(to, `A decision on your application to ${site.name}`, [
    `A decision on your application to ${site.name} (reference ${reference}) is ready for you to read.`,
    { text: 'Log in to see it:', url: loginUrl },
  ]);
}
