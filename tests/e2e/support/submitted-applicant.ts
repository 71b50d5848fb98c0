import { expect, type APIRequestContext } from '@playwright/test';
import { completeApplication } from '../../../src/engine/fixtures/complete-application';
import { createApplicant } from './staff';

/** The question a document goes to: the upload tab of the additional information. */
const DOCUMENT_KEY = 'additional_info_doc';

/** Uploads a PDF as the browser does (presigned POST, then the conversion) and waits for it. */
async function uploadDocument(
  request: APIRequestContext,
  document: { name: string; pdf: Buffer },
): Promise<void> {
  const tab = await request.put('/api/tabs', {
    data: { tab_id: 'additional_info_tabs', chosen_tab: 'upload' },
  });
  expect(tab.status(), await tab.text()).toBe(200);
  const presigned = await request.post('/api/presigned-url', {
    data: { answer_key: DOCUMENT_KEY, content_type: 'application/pdf' },
  });
  const { url, fields } = (await presigned.json()) as {
    url: string;
    fields: Record<string, string>;
  };
  const upload = await request.post(url, {
    multipart: {
      ...fields,
      file: { name: document.name, mimeType: 'application/pdf', buffer: document.pdf },
    },
  });
  expect(upload.status(), await upload.text()).toBe(204);
  const start = await request.post(`/api/pdf/document-answer/${DOCUMENT_KEY}`, {
    data: { file_key: fields.key, file_name: document.name },
  });
  expect(start.status(), await start.text()).toBeLessThan(300);
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/pdf/document-answer/${DOCUMENT_KEY}`)).json()) as {
            status: string;
          }
        ).status,
      { timeout: 60_000 },
    )
    .toBe('completed');
}

/**
 * A submitted application on a staff server, made through the public API as an applicant
 * makes one: sign up and confirm (createApplicant), then a complete application saved and
 * submitted, and logged out again. With `document`, the additional information is that PDF
 * (uploaded and converted) instead of the essay.
 */
export async function submitApplicant(
  request: APIRequestContext,
  dataDir: string,
  account: {
    username: string;
    password: string;
    answers: Record<string, string | boolean>;
    document?: { name: string; pdf: Buffer };
    /** The language the application is read, and so submitted, in (issue 32). */
    language?: 'en' | 'es';
  },
): Promise<void> {
  const answers = { ...completeApplication(), ...account.answers };
  await createApplicant(request, dataDir, { ...account, answers });
  const login = await request.post('/public/login', {
    data: { username: account.username, password: account.password },
  });
  expect(login.status()).toBe(200);
  if (account.language) {
    const chosen = await request.put('/api/language', { data: { language: account.language } });
    expect(chosen.status(), await chosen.text()).toBe(200);
  }
  if (account.document) await uploadDocument(request, account.document);
  else {
    await request.put('/api/tabs', {
      data: { tab_id: 'additional_info_tabs', chosen_tab: 'essay' },
    });
    const essay = await request.put('/api/answer', {
      data: { additional_info_essay: answers.additional_info_essay || 'Essay' },
    });
    expect(essay.status(), await essay.text()).toBe(200);
  }
  const submit = await request.post('/api/submit', { data: {} });
  expect(submit.status(), await submit.text()).toBe(200);
  await request.get('/api/logout');
}
