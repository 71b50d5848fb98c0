import { expect, test, type Page } from '@playwright/test';
import { makeDocx, makePdf } from '../fixtures/documents';
import { pdfText } from '../helpers/pdf-text';
import { logInNewApplicant } from './support/applicant';

const KEY = 'additional_info_doc';

async function status(page: Page): Promise<{ status: string; url: string; message: string }> {
  return (await page.request.get(`/api/pdf/document-answer/${KEY}`)).json();
}

test.describe('documents', () => {
  test('upload a Word file, see it converted, delete it, upload a PDF in its place', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logInNewApplicant(page);
    await page.goto('/final-steps');
    const input = page.locator(`#${KEY}__input`);

    const docx = await makeDocx();
    await input.setInputFiles({
      name: 'statement.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docx,
    });
    await expect(page.getByText(/statement\.docx \(\d+ KB\)/)).toBeVisible({ timeout: 30_000 });
    expect(await status(page)).toMatchObject({ status: 'completed' });
    const converted = await page.request.get((await status(page)).url);
    expect((await pdfText(await converted.body())).join('\n')).toContain('Personal Statement');

    await page.getByRole('button', { name: 'Delete your file' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete File' });
    await expect(dialog).toContainText('Are you sure you want to delete your file?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: 'Choose file', exact: true })).toBeVisible();
    expect(await status(page)).toEqual({ status: 'not_answered', url: '', message: '' });
    expect(await (await page.request.get('/api/document-answer')).json()).toEqual({});

    await input.setInputFiles({
      name: 'letter.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf(['A letter of support']),
    });
    await expect(page.getByText(/letter\.pdf \(\d+ KB\)/)).toBeVisible({ timeout: 30_000 });
    const again = await page.request.get((await status(page)).url);
    expect(await pdfText(await again.body())).toEqual(['A letter of support']);
  });

  test('a file whose content is not what its name says fails with the spec message', async ({
    page,
  }) => {
    await logInNewApplicant(page);
    await page.goto('/final-steps');
    await page.locator(`#${KEY}__input`).setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('MZ\x90\x00 not a picture at all'),
    });
    await expect(
      page.getByText('You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx'),
    ).toBeVisible({ timeout: 30_000 });
    expect(await status(page)).toMatchObject({ status: 'failed' });
    expect(await (await page.request.get('/api/document-answer')).json()).toEqual({});
  });
});
