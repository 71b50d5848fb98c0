// The staff's print view renders the engine's print model (issue 28): read-only, the answers as
// the PDF prints them, unanswered questions left out when asked, an attached document's link.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ServiceApplication } from '../../../contracts/service';
import { PrintDocument } from './PrintDocument';

const data: ServiceApplication = {
  answer: {
    first_name: 'Ada',
    gender: 'F',
    gender_desc: 'Female',
    legal_agree: true,
    citizenship_type: 'R',
    citizenship_type_desc: 'U.S. permanent resident (green card holder)',
    student_upload_card: 'ANSWERED',
  },
  add_another: {},
  document_answer: { student_upload_card: { file_name: 'card.pdf', file_size: 1234 } },
  tabs: {},
  definitions_version: 1,
  language: 'en',
  applicant: {
    username: 'ada@example.edu',
    status: 'started',
    submitted_at: null,
    reference: 'ABCD-EFGH',
  },
};

const render = (hideUnanswered: boolean, documentUrl?: (key: string) => string) =>
  renderToStaticMarkup(
    <PrintDocument data={data} hideUnanswered={hideUnanswered} documentUrl={documentUrl} />,
  );

describe('the print view', () => {
  it('prints the application read-only, page by page', () => {
    const html = render(false);
    expect(html).toContain('Step 1: About You</h2>');
    expect(html).toContain('Gender (optional)</p><p class="print-field__value">Female</p>');
    expect(html).toContain('[X] I agree to the statement above');
    expect(html).toContain('Middle name');
    expect(html).toContain('A document is attached.');
    expect(html).not.toContain('card.pdf');
    expect(html).not.toMatch(/<(input|select|textarea|button)/);
  });

  it('says the language the application is answered or was submitted in (issue 32)', () => {
    expect(render(false)).toContain('Being answered in English.');
    const submitted = renderToStaticMarkup(
      <PrintDocument
        data={{
          ...data,
          language: 'es',
          applicant: {
            ...data.applicant,
            status: 'submitted',
            submitted_at: '2026-11-27T10:00:00Z',
          },
        }}
        hideUnanswered={false}
      />,
    );
    expect(submitted).toContain('Submitted in Spanish.');
  });

  it('leaves out questions without an answer when asked', () => {
    const html = render(true);
    expect(html).toContain('Gender (optional)');
    expect(html).not.toContain('Middle name');
  });

  it('links an attached document in the staff workspace', () => {
    const html = render(false, (key) => `/staff/documents/${key}`);
    expect(html).toContain('href="/staff/documents/student_upload_card"');
    expect(html).toContain('Open the document: card.pdf (PDF)');
  });
});
