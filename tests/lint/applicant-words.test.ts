// Issue 32: the lint zone that keeps an applicant's words in the catalogue fails on English
// written into a view, an accessible name, a toast or a failure's message, and passes the same
// words read from the catalogue. The staff workspace (and the print view staff open) is left out.
import { beforeAll, describe, expect, it } from 'vitest';
import { lintZoneProbe } from './lint-zone-probe';

const WORDS =
  'Words the applicant reads come from the catalogue (useT), so they have their Spanish.';

let problems: (code: string) => string[];
beforeAll(async () => {
  problems = await lintZoneProbe('src/client/form/widgets/Probe.tsx');
});

describe('the applicant-words lint zone', () => {
  it.each([
    ['words in a view', 'const view = <p>Uploading your file…</p>;', WORDS],
    [
      'a word beside a hidden name',
      'const b = <button>Delete<span> {name}</span></button>;',
      WORDS,
    ],
    ['a string in a view', "const view = <p>{'Not kept'}</p>;", WORDS],
    ['a template in a view', 'const view = <p>{`Remove ${name}`}</p>;', WORDS],
    ['an accessible name', 'const nav = <nav aria-label="Jump to a section" />;', WORDS],
    ['a title', 'const b = <button title="Close the dialog" />;', WORDS],
    ['a template name', 'const s = <section aria-label={`Notifications (${key})`} />;', WORDS],
    ['a string name', "const s = <section aria-label={'Notifications'} />;", WORDS],
    [
      'a toast',
      'toast.error(`Error uploading file for ${label}`);',
      "A toast's words come from the catalogue (t), so they have their Spanish.",
    ],
    [
      "a failure's message",
      "reject(new ServerError('The upload was cancelled.', 0));",
      "A failure's words come from the catalogue (t) or the server, so they have their Spanish.",
    ],
  ])('fails on %s', (_name, code, message) => {
    expect(problems(code)).toEqual([message]);
  });

  it('passes words from the catalogue, names and figures', () => {
    expect(
      problems(
        [
          "const view = <p>{t('file.uploading')}</p>;",
          "const b = <button>{rich('file.delete', { hidden: visuallyHidden })}</button>;",
          "const nav = <nav aria-label={t('steps.label')} />;",
          'const size = <p>{`${name} (${size})`}</p>;',
          "toast.error(t('file.uploadError', { field: label }));",
          'reject(new ServerError(genericErrorMessage(), 0));',
          "const spaced = <p>{t('a')}{' '}{t('b')}</p>;",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('leaves the staff workspace and its print view in English', async () => {
    for (const file of ['src/client/staff/pages/Probe.tsx', 'src/client/form/print/Probe.tsx']) {
      const staff = await lintZoneProbe(file);
      expect(staff('const view = <h1>Application not available</h1>;')).toEqual([]);
    }
  });
});
