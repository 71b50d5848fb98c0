import { activeDefinitions, formatTime, localizedSet, site } from '../../engine';
import { LOCALES, type Language } from '../../contracts/language';
import { mailText, type MailTextKey } from './mail-text';
import type { MailMessage } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Builds the text and HTML bodies from the same paragraphs; a paragraph may end in a link. The
 * HTML names its language, so a screen reader reads a Spanish message with Spanish sounds.
 */
function message(
  language: Language,
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
    html: `<!doctype html>\n<html lang="${language}"><body>\n${html}\n<p>${escapeHtml(site.name)}</p>\n</body></html>\n`,
  };
}

/** The code sits alone on its line ("Your confirmation code is 123456") so tests and people find it. */
export function confirmationMessage(
  language: Language,
  to: string,
  code: string,
  confirmUrl: string,
  { contested }: { contested: boolean },
): MailMessage {
  const text = (key: MailTextKey, values?: Record<string, string>) =>
    mailText(language, key, { school: site.name, ...values });
  const hasDraft = new URL(confirmUrl).searchParams.has('token');
  return message(language, to, text('confirmation.subject'), [
    text('confirmation.thanks'),
    text('confirmation.code', { code }),
    text('confirmation.enter'),
    {
      text: text(hasDraft ? 'confirmation.linkWithDraft' : 'confirmation.link'),
      url: confirmUrl,
    },
    ...(contested ? [text('confirmation.contested')] : []),
    text('confirmation.notYou'),
  ]);
}

/** Sent instead of a code when someone signs up with an address that already has an account. */
export function accountExistsMessage(
  language: Language,
  to: string,
  loginUrl: string,
  forgotUrl: string,
): MailMessage {
  const text = (key: MailTextKey) => mailText(language, key, { school: site.name });
  return message(language, to, text('accountExists.subject'), [
    text('accountExists.tried'),
    { text: text('accountExists.login'), url: loginUrl },
    { text: text('accountExists.forgot'), url: forgotUrl },
    text('accountExists.notYou'),
  ]);
}

export function resetMessage(language: Language, to: string, resetUrl: string): MailMessage {
  const text = (key: MailTextKey) => mailText(language, key, { school: site.name });
  return message(language, to, text('reset.subject'), [
    text('reset.request'),
    { text: text('reset.link'), url: resetUrl },
    text('reset.notYou'),
  ]);
}

/** The receipt, with the office's next steps (site.json) as the live version words them. */
export async function receiptMessage(
  language: Language,
  to: string,
  submittedAt: Date,
  reference: string,
): Promise<MailMessage> {
  const text = (key: MailTextKey, values?: Record<string, string>) =>
    mailText(language, key, { school: site.name, ...values });
  const shown = await localizedSet(activeDefinitions(), language);
  return message(language, to, text('receipt.subject'), [
    text('receipt.thanks'),
    text('receipt.submittedAt', {
      at: formatTime(submittedAt, site.timeZone, LOCALES[language]),
    }),
    text('receipt.reference', { reference }),
    ...shown.site.nextSteps,
  ]);
}

/** A staff invitation: the welcome link, where the new staff member sets a password and an authenticator. */
export function staffInvitationMessage(to: string, role: string, welcomeUrl: string): MailMessage {
  return message('en', to, `Your ${site.name} staff workspace invitation`, [
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
  language: Language,
  to: string,
  reference: string,
  loginUrl: string,
  givenName = '',
): MailMessage {
  const text = (key: MailTextKey, values?: Record<string, string>) =>
    mailText(language, key, { school: site.name, ...values });
  return message(language, to, text('decision.subject'), [
    // The letter's own {given_name}; the letter itself is read after logging in.
    ...(givenName ? [text('decision.greeting', { name: givenName })] : []),
    text('decision.ready', { reference }),
    { text: text('decision.login'), url: loginUrl },
  ]);
}
