import { expect, request, test, type BrowserContext, type Page } from '@playwright/test';
import { makePdf } from '../fixtures/documents';
import { linkOf, waitForMail } from '../helpers/outbox';
import {
  expectNoViolations,
  signInWithInvitation,
  startStaffServer,
  type StaffServer,
} from './support/staff';
import { submitApplicant } from './support/submitted-applicant';

const ADMIN = 'office.admin@example.edu';
const READER = 'office.reader@example.edu';
const STAFF_PASSWORD = 'Staff-Office-42-meadow';
const APPLICANT_PASSWORD = 'Correct-Horse-9-battery';
/** The last to submit, so the first of the list and of the reader's queue. */
const DECIDED = 'ines.quintero@example.com';
/** The document the decided applicant uploads, opened beside the answers. */
const TRANSCRIPT = 'transcript.pdf';

// One server for the whole journey, in order: the admin, then the reader, then the applicant.
test.describe.configure({ mode: 'serial' });

let staff: StaffServer;
let adminContext: BrowserContext;
let admin: Page;
let readerContext: BrowserContext;
let reader: Page;
let firstUrl = '';

test.beforeAll(async ({ browser }, testInfo) => {
  // A server of its own and ten applicants who sign up, confirm and submit: slow when busy.
  testInfo.setTimeout(300_000);
  staff = await startStaffServer(ADMIN);
  const applicants = await request.newContext({ baseURL: staff.server.url });
  for (let i = 1; i <= 10; i++) {
    const last = i === 10;
    await submitApplicant(applicants, staff.dataDir, {
      username: last ? DECIDED : `applicant.${i}@example.com`,
      password: APPLICANT_PASSWORD,
      answers: last
        ? { first_name: 'Inés', last_name: 'Quintero', preferred_name: '' }
        : { first_name: `Applicant${i}`, last_name: 'Reviewed', preferred_name: '' },
      document: last
        ? { name: TRANSCRIPT, pdf: await makePdf(['Transcript of Inés Quintero']) }
        : undefined,
    });
  }
  await applicants.dispose();
  adminContext = await browser.newContext({ baseURL: staff.server.url });
  admin = await adminContext.newPage();
  readerContext = await browser.newContext({ baseURL: staff.server.url });
  reader = await readerContext.newPage();
});

test.afterAll(async () => {
  await adminContext?.close();
  await readerContext?.close();
  await staff?.stop();
});

test('an admin invites a reader and assigns the ten applications of the first queue in bulk, by the search', async () => {
  await signInWithInvitation(admin, ADMIN, staff.adminLink, STAFF_PASSWORD);
  await expect(admin).toHaveURL(/\/staff$/);
  const invite = await admin.request.post('/staff/api/staff/invitations', {
    data: { email: READER, role: 'reader' },
  });
  expect(invite.status()).toBe(201);
  const link = linkOf(
    await waitForMail(staff.dataDir, READER, { subject: 'invitation' }),
    '/staff/welcome',
  );
  await signInWithInvitation(reader, READER, link.href, STAFF_PASSWORD);

  await admin
    .getByRole('navigation', { name: 'Staff workspace' })
    .getByRole('link', { name: 'Applications' })
    .click();
  // The home page's "By queue" counts would match a loose label while the list loads.
  await expect(admin).toHaveURL(/\/staff\/applications$/);
  await admin.getByLabel('Queue', { exact: true }).selectOption({ label: 'Ready for review (10)' });
  await expect(admin).toHaveURL(/queue=ready/);
  await expect(admin.getByRole('status').filter({ hasText: 'shown' })).toHaveText(
    '10 applications match; 10 shown.',
  );
  // Every application of the search, whatever is loaded: the confirmation states the count.
  await admin.getByRole('checkbox', { name: READER }).check();
  await admin.getByRole('button', { name: 'Assign all 10 applications…' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Assign 10 applications?' });
  await expect(confirm.getByRole('listitem')).toHaveText([`10 applications to ${READER}`]);
  await expectNoViolations(admin);
  await confirm.getByRole('button', { name: 'Assign 10 applications' }).click();
  await expect(confirm).toBeHidden();
  await expect(admin.getByTestId('search-assigned')).toHaveText(
    `10 applications assigned, 10 of them newly: ${READER} 10 (10 new).`,
  );
  // The rows loaded, as before: the same ten are the reader's already.
  await admin.getByLabel('Assign to the reader').selectOption({ label: READER });
  await admin.getByRole('button', { name: 'Assign 10 applications' }).click();
  await expect(admin.getByTestId('bulk-assigned')).toHaveText(
    '0 newly assigned; 10 were the reader’s already.',
  );
  // The whole search taken off the reader by keyboard, whatever is loaded, then given back.
  await admin.getByRole('button', { name: 'Take them off all 10 applications…' }).focus();
  await admin.keyboard.press('Enter');
  const undo = admin.getByRole('alertdialog', { name: 'Take this reader off 10 applications?' });
  await expect(undo.getByRole('listitem')).toHaveText([READER]);
  await expectNoViolations(admin);
  await undo.getByRole('button', { name: 'Take them off' }).focus();
  await admin.keyboard.press('Enter');
  await expect(undo).toBeHidden();
  await expect(admin.getByTestId('search-unassigned')).toHaveText(
    `Readers taken off the 10 applications of the search: ${READER} off 10.`,
  );
  await admin.getByRole('button', { name: 'Assign all 10 applications…' }).click();
  await confirm.getByRole('button', { name: 'Assign 10 applications' }).click();
  await expect(admin.getByTestId('search-assigned')).toHaveText(
    `10 applications assigned, 10 of them newly: ${READER} 10 (10 new).`,
  );
  await admin.getByLabel('Assigned to').selectOption({ label: READER });
  await expect(admin.getByRole('status').filter({ hasText: 'shown' })).toHaveText(
    '10 applications match; 10 shown.',
  );
  await expectNoViolations(admin);
});

test('the reader’s home is their queue; previous and next go through it by keyboard', async () => {
  await reader.goto('/staff');
  await expect(reader).toHaveURL(/\/staff\/queue$/);
  await expect(reader.getByRole('heading', { level: 1, name: 'Your queue' })).toBeVisible();
  await expect(reader.getByRole('status')).toHaveText('10 assigned to you, 10 still to review.');
  const rows = reader.getByTestId('my-queue').getByRole('row');
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(1)).toContainText('Inés Quintero');
  await expectNoViolations(reader);

  await rows.nth(1).getByRole('link').click();
  const nav = reader.getByRole('navigation', { name: 'Your queue' });
  await expect(nav).toContainText('Application 1 of 10');
  firstUrl = reader.url();
  await expect(nav.getByRole('link', { name: /^Previous/ })).toHaveCount(0);
  await nav.getByRole('link', { name: /^Next: .*Applicant9 Reviewed$/ }).focus();
  await reader.keyboard.press('Enter');
  await expect(nav).toContainText('Application 2 of 10');
  await nav.getByRole('link', { name: /^Previous: .*Inés Quintero$/ }).focus();
  await reader.keyboard.press('Enter');
  await expect(nav).toContainText('Application 1 of 10');
  await expect(reader.getByTestId('staff-queue')).toContainText(
    'In the queue “Ready for review” (blind).',
  );
  await expectNoViolations(reader);
});

test('the reader rates the application with the review form, adds a note and marks the transcript received', async () => {
  const reviews = reader.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toContainText('No reviews yet.');
  // The form is the review definition, judged by the server's engine.
  await reviews.getByRole('button', { name: 'Submit the review' }).click();
  const summary = reviews.getByRole('alert');
  await expect(summary).toContainText('Please rate the academic preparation.');
  await expect(summary).toContainText('Please choose a recommendation.');
  await expectNoViolations(reader);

  await reviews
    .getByRole('group', { name: /Academic preparation/ })
    .getByLabel('4', { exact: true })
    .check();
  await reviews
    .getByRole('group', { name: /Personal qualities and activities/ })
    .getByLabel('5', { exact: true })
    .check();
  await reviews
    .getByRole('group', { name: /Your recommendation/ })
    .getByLabel('Admit')
    .check();
  await reviews.getByLabel(/Comment/).fill('Outstanding mathematics; a moving essay.');
  await reviews.getByRole('button', { name: 'Submit the review' }).click();
  const list = reviews.getByTestId('staff-reviews');
  await expect(list).toContainText(READER);
  await expect(list).toContainText('Outstanding mathematics; a moving essay.');
  await expect(list).toContainText('Admit');
  await expect(reviews.getByRole('button', { name: 'Submit the review' })).toHaveCount(0);

  // Until the decision, the reader may change it: the form opens with the review in it.
  await reviews.getByRole('button', { name: 'Change your review' }).click();
  await expect(reviews.getByLabel(/Comment/)).toHaveValue(
    'Outstanding mathematics; a moving essay.',
  );
  await reviews
    .getByLabel(/Comment/)
    .fill('Outstanding mathematics; a moving essay and transcript.');
  await reviews.getByRole('button', { name: 'Save the changes' }).click();
  await expect(list).toContainText('a moving essay and transcript.');
  await expect(list).toContainText('; changed');
  await expect(reviews.getByRole('button', { name: 'Save the changes' })).toHaveCount(0);

  await reader.getByLabel('New note').fill('Transcript arrived by post today.');
  await reader.getByRole('button', { name: 'Add note' }).click();
  await expect(reader.getByTestId('staff-notes')).toContainText(
    'Transcript arrived by post today.',
  );

  await reader.getByRole('button', { name: 'Mark received: High school transcript' }).click();
  await expect(reader.getByTestId('checklist-transcript')).toHaveText('Received');
  await expectNoViolations(reader);

  await reader.getByRole('link', { name: 'Your queue' }).first().click();
  await expect(reader.getByRole('status')).toHaveText('10 assigned to you, 9 still to review.');
});

test('the admin sees the review and the transcript beside it, decides, releases and unassigns', async () => {
  await admin.goto(firstUrl.replace('?from=queue', ''));
  await expect(admin.getByTestId('staff-reviews')).toContainText(READER);

  // The transcript opens beside the answers, its download kept; Tab reaches the frame.
  const open = admin.getByRole('link', { name: `Open the document: ${TRANSCRIPT} (PDF)` });
  await open.click();
  const viewer = admin.getByRole('complementary', { name: `Document: ${TRANSCRIPT}` });
  await expect(viewer.getByRole('heading', { name: `Document: ${TRANSCRIPT}` })).toBeFocused();
  const frame = viewer.locator('iframe');
  await expect(frame).toHaveAttribute('title', `Document: ${TRANSCRIPT}`);
  const inline = await admin.request.get((await frame.getAttribute('src')) ?? '');
  expect(inline.status()).toBe(200);
  expect(inline.headers()['content-disposition']).toMatch(/^inline;/);
  await expect(viewer.getByRole('link', { name: `Download ${TRANSCRIPT} (PDF)` })).toHaveAttribute(
    'download',
    '',
  );
  // Tab goes heading → download → close → the frame. Where focus sits inside the frame is up to
  // Chromium's PDF viewer and varies with when the PDF loads: the page's active element is the
  // iframe, or <body> while the page keeps focus (the viewer, a browsing context the page cannot
  // see into, holds it). A Tab while the viewer is still starting passes focus on to the next
  // link, and the frame's load comes before that: the viewer is ready once its extension frame
  // holds the document's own frame, up to 0.8 s after the load here (a probe: 60 of 60 Tabs
  // then stayed in the frame; of Tabs before it, 18 of 20 were on the next link 0.3 s later).
  const frameContent = await (await frame.elementHandle()).contentFrame();
  if (!frameContent) throw new Error('The document viewer has no frame.');
  await expect
    .poll(() => frameContent.childFrames().some((viewer) => viewer.childFrames().length > 0))
    .toBe(true);
  await admin.keyboard.press('Tab');
  await expect(viewer.getByRole('link', { name: `Download ${TRANSCRIPT} (PDF)` })).toBeFocused();
  await admin.keyboard.press('Tab');
  await expect(viewer.getByRole('button', { name: 'Close the document' })).toBeFocused();
  await admin.keyboard.press('Tab');
  await expect
    .poll(() =>
      frame.evaluate(
        (element) =>
          document.activeElement === element ||
          (document.activeElement === document.body && document.hasFocus()),
      ),
    )
    .toBe(true);
  await expectNoViolations(admin);
  await viewer.getByRole('button', { name: 'Close the document' }).click();
  await expect(viewer).toHaveCount(0);
  await expect(open).toBeFocused();

  const decision = admin.getByRole('region', { name: 'Decision' });
  await decision.getByRole('radio', { name: 'Admit' }).check();
  await decision.getByRole('button', { name: 'Record the decision' }).click();
  await expect(admin.getByTestId('staff-decision')).toContainText(`Admit, by ${ADMIN}: released`);
  await expectNoViolations(admin);

  // Decided: the admin takes the reader off it.
  await admin.getByRole('button', { name: `Unassign ${READER}` }).click();
  await expect(admin.getByTestId('staff-queue')).toContainText('No reader is assigned yet.');
});

test('the applicant sees the released decision and the checklist', async ({ browser }) => {
  const applicantContext = await browser.newContext({ baseURL: staff.server.url });
  try {
    const applicant = await applicantContext.newPage();
    await applicant.goto('/login');
    await applicant.getByLabel('Email address').fill(DECIDED);
    await applicant.getByLabel('Password', { exact: true }).fill(APPLICANT_PASSWORD);
    await applicant.getByRole('button', { name: 'Submit' }).click();
    await expect(applicant).toHaveURL(/\/completion$/);
    await expect(applicant.getByTestId('applicant-decision')).toHaveText('Admit');
    await expect(applicant.getByRole('region', { name: 'Your admission decision' })).toContainText(
      'Dear Inés, congratulations! We are delighted to offer you admission to Sample University.',
    );
    await expect(applicant.getByTestId('applicant-checklist-transcript')).toHaveText('Received');
    await expect(applicant.getByTestId('applicant-checklist-counselor_recommendation')).toHaveText(
      'Missing',
    );
    await expect(applicant.getByText('Transcript arrived by post today.')).toHaveCount(0);
    await expectNoViolations(applicant);

    // Issues 32 and 33: switched to Spanish on the status page, the letter is read again in
    // the account's new language: site.json's letter in its Spanish, the decision's label too.
    await applicant.getByRole('link', { name: 'Español', exact: true }).click();
    await expect(
      applicant.getByRole('region', { name: 'La decisión sobre su admisión' }),
    ).toContainText(
      'Estimado/a Inés: ¡Felicitaciones! Tenemos el gusto de ofrecerle la admisión a Sample University.',
    );
    await expect(applicant.getByTestId('applicant-decision')).toHaveText('Admisión');
  } finally {
    await applicantContext.close();
  }
});
