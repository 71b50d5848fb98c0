// npm run bench:text-layout: how long TextLayout takes for the two texts issue 15 names,
// a DOCX holding one 30,000-character word and a 7,000-character essay in the application
// PDF (English, and Chinese, which has no spaces), from layout to saved PDF bytes.
// Prints milliseconds for each, best of three runs.
import { TextLayout } from '../../src/server/pdf/text-layout';

const word = 'x'.repeat(30_000);
const essay = 'Admissions essays ramble on about summers spent outdoors. '.repeat(121);
// Chinese has no spaces: the old wrapper treated such an essay as one 7,000-character word.
const chinese = '我在北京长大，夏天常去山里看石头。'.repeat(412);

async function time(lay: (layout: TextLayout) => void): Promise<number> {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const layout = await TextLayout.create();
    lay(layout);
    await layout.doc.save();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

console.log(`30,000-character word: ${(await time((l) => l.paragraph(word))).toFixed(0)} ms`);
for (const [name, text] of [
  ['essay', essay],
  ['Chinese essay', chinese],
] as const) {
  const ms = await time((l) => l.labelValue('Essay', text));
  console.log(`${text.length}-character ${name}: ${ms.toFixed(0)} ms`);
}
