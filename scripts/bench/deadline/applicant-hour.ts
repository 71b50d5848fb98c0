import type { StatusReply } from '../../../src/contracts/documents';
import { completeApplication } from '../../../src/engine/fixtures/complete-application';
import type { LoggedInApplicant } from '../../lib/applicants';
import { KEYS } from '../../soak/acknowledged-saves';
import type { LatencyBook } from './latency-book';

export interface HourPlan {
  /** Small autosaves (three keys each) before and after Save & Continue. */
  autosaves: number;
  /** The document question uploaded to, and the PDF sent. */
  documentKey: string;
  document: Buffer;
}

/** What the server acknowledged for one applicant: the last value of each autosaved key. */
export interface Acknowledged {
  answers: Record<string, string>;
  submitted: boolean;
  pdfAt?: number;
}

const POLL_MS = 100;
const POLL_LIMIT_MS = 60_000;

/**
 * One applicant's last hour: autosaves while typing, a whole-application Save & Continue, more
 * autosaves, a document upload converted to PDF, Submit, then the application PDF downloaded
 * once it is made. Every call is timed by kind; acknowledged writes are recorded to be checked.
 */
export async function applicantHour(
  base: string,
  who: LoggedInApplicant,
  plan: HourPlan,
  book: LatencyBook,
): Promise<Acknowledged> {
  const acknowledged: Acknowledged = { answers: {}, submitted: false };
  const call = (kind: string, method: string, path: string, body?: unknown) =>
    book.time(kind, () =>
      fetch(new URL(path, base), {
        method,
        headers: {
          cookie: who.cookie,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  const save = async (kind: string, answers: Record<string, unknown>) => {
    const res = await call(kind, 'PUT', '/api/answer', answers);
    if (!res.ok) return;
    for (const key of KEYS)
      if (typeof answers[key] === 'string') acknowledged.answers[key] = answers[key] as string;
  };
  const typing = async (round: string) => {
    for (let i = 0; i < plan.autosaves; i += 1) {
      const keys = KEYS.slice(0, 3);
      await save('PUT answer (3 keys)', Object.fromEntries(keys.map((k) => [k, `${round} ${i}`])));
    }
  };
  const pollUntilDone = async (kind: string, path: string): Promise<StatusReply | undefined> => {
    const deadline = Date.now() + POLL_LIMIT_MS;
    while (Date.now() < deadline) {
      const res = await call(kind, 'GET', path);
      if (!res.ok) return undefined;
      const reply = (await res.json()) as StatusReply;
      if (reply.status === 'completed' || reply.status === 'failed') return reply;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    book.fail(kind, `not done within ${POLL_LIMIT_MS} ms`);
    return undefined;
  };

  await typing('before');
  await save('PUT answer (whole)', completeApplication());
  await typing('after');

  const presign = await call('POST presigned-url', 'POST', '/api/presigned-url', {
    answer_key: plan.documentKey,
    content_type: 'application/pdf',
  });
  if (presign.ok) {
    const policy = (await presign.json()) as { url: string; fields: Record<string, string> };
    const form = new FormData();
    for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
    form.append(
      'file',
      new Blob([new Uint8Array(plan.document)], { type: 'application/pdf' }),
      'letter.pdf',
    );
    const stored = await book.time('POST upload (store)', () =>
      fetch(new URL(policy.url, base), { method: 'POST', body: form }),
    );
    const path = `/api/pdf/document-answer/${plan.documentKey}`;
    const started =
      stored.ok &&
      (
        await call('POST conversion', 'POST', path, {
          file_key: policy.fields.key,
          file_name: 'letter.pdf',
        })
      ).ok;
    if (started) await pollUntilDone('GET conversion (poll)', path);
  }

  acknowledged.submitted = (await call('POST submit', 'POST', '/api/submit', {})).ok;
  if (!acknowledged.submitted) return acknowledged;
  const pdf = await pollUntilDone('GET pdf (poll)', '/api/pdf');
  if (pdf?.status === 'completed' && pdf.url) {
    acknowledged.pdfAt = Date.now();
    await call('GET pdf (download)', 'GET', pdf.url);
  }
  return acknowledged;
}
