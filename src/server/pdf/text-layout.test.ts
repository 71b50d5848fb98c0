import { PDFDocument, PDFName, type PDFDict } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { renderApplicationPdf } from './application-document';
import { fontChain } from './fonts';
import { TextLayout } from './text-layout';
import { baseDirection, visualRuns } from './text-runs';

const NAMES = ['Nguyễn', 'Łukasz', 'Αθηνά', 'Москва', '北京'];

/** The base names of the fonts a page draws with. */
async function pageFonts(pdf: Uint8Array, page = 0): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const fonts = doc.getPage(page).node.Resources()?.lookup(PDFName.of('Font')) as PDFDict;
  return fonts
    .keys()
    .map((key) => String((fonts.lookup(key) as PDFDict).get(PDFName.of('BaseFont'))));
}

describe('TextLayout', () => {
  it('prints names in five scripts in the application PDF, read back from the PDF', async () => {
    const pdf = await renderApplicationPdf({
      answers: {
        first_name: 'Nguyễn Łukasz',
        last_name: 'Αθηνά',
        city: 'Москва 北京',
        conviction: 'Y',
        conviction_comment: `Born in 北京, studied in Москва. ${'An essay. '.repeat(50)}`,
      },
      view: {},
      language: 'en',
      applicantId: '00000000-0000-4000-8000-000000000000',
      status: 'submitted',
      documents: {},
      username: 'nguyen@example.com',
      submittedAt: null,
      attachments: [],
    });
    const text = (await pdfText(pdf)).join('\n');
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).not.toMatch(/Nguy\?n|\?ukasz|\?\?\?\?\?/);
    // The footer on every page names the applicant in their own script too.
    expect(text).toContain('Nguyễn Łukasz Αθηνά - page 1 of');
  });

  it('sets each run of a mixed line in a face that has it: Noto Sans, then Noto Sans CJK', async () => {
    const layout = await TextLayout.create();
    layout.paragraph('Łukasz lives in 北京 now');
    const pdf = await layout.doc.save();
    expect((await pdfText(pdf))[0]).toBe('Łukasz lives in 北京 now');
    const fonts = await pageFonts(pdf);
    expect(fonts.some((f) => f.includes('NotoSans-Regular'))).toBe(true);
    expect(fonts.some((f) => f.includes('NotoSansHans-Regular'))).toBe(true);
    const runs = visualRuns('Łukasz lives in 北京 now', fontChain('regular'));
    expect(runs.map((r) => [r.text, r.face.name])).toEqual([
      ['Łukasz lives in ', 'NotoSans-Regular.ttf'],
      ['北京 ', 'NotoSansHans-Regular.otf'],
      ['now', 'NotoSans-Regular.ttf'],
    ]);
  });

  it('draws right-to-left text in visual order, the letters of a run shaped in logical order', () => {
    const chain = fontChain('regular');
    expect(baseDirection('שלום world')).toBe('rtl');
    expect(baseDirection('hello שלום')).toBe('ltr');
    // In a left-to-right line the Hebrew word keeps its place; drawn, its glyphs run right to left.
    const runs = visualRuns('Shalom שלום!', chain);
    expect(runs.map((r) => r.text)).toEqual(['Shalom ', 'שלום', '!']);
    const hebrew = runs[1]!;
    const drawn = hebrew.face.font.layout(hebrew.text).glyphs.map((g) => g.codePoints[0]);
    expect(String.fromCodePoint(...drawn.map((c) => c!))).toBe('םולש');
    // A right-to-left line starts at the right: the Hebrew, then ", ", "hello" and "!" leftmost.
    const mixed = visualRuns('שלום עולם, hello!', chain, 'rtl').map((r) => r.text);
    expect(mixed).toEqual(['!', 'hello', ' ,', 'שלום עולם']);
  });

  it('lays out a 30,000-character word and a 7,000-character essay quickly', async () => {
    const essay = 'Admissions essays ramble on about summers spent outdoors. '.repeat(121);
    const started = performance.now();
    const layout = await TextLayout.create();
    layout.paragraph('x'.repeat(30_000));
    layout.labelValue('Essay', essay);
    const pdf = await layout.doc.save();
    // Quadratic wrapping took minutes for the word and 35 s for the essay.
    expect(performance.now() - started).toBeLessThan(2000);
    const text = (await pdfText(pdf)).join('');
    expect(text.replace(/[^x]/g, '')).toHaveLength(30_000 + 0);
  });

  it('prints a table row taller than a page as paragraphs, losing no text', async () => {
    const long = Array.from({ length: 900 }, (_, i) => `word${i}`).join(' ');
    const layout = await TextLayout.create();
    layout.table([
      ['Short', 'Cell'],
      [long, 'Beside it'],
    ]);
    const text = (await pdfText(await layout.doc.save())).join(' ');
    for (const expected of ['Short', 'Cell', 'word0 ', 'word450 ', 'word899', 'Beside it'])
      expect(text).toContain(expected);
  });
});
