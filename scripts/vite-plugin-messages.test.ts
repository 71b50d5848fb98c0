import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPlainText } from '../src/client/i18n/plain-text';
import { compileCatalogue } from './vite-plugin-messages';

describe('compileCatalogue', () => {
  it('keeps the plain texts as text and parses every other message', () => {
    const compiled = JSON.parse(
      compileCatalogue(
        JSON.stringify({ save: 'Save', step: 'Step {step} of {steps}', quote: "It''s" }),
      ),
    ) as Record<string, unknown>;
    expect(compiled.save).toBe('Save');
    expect(compiled.step).toEqual([
      { type: 0, value: 'Step ' },
      { type: 1, value: 'step' },
      { type: 0, value: ' of ' },
      { type: 1, value: 'steps' },
    ]);
    expect(compiled.quote).toEqual([{ type: 0, value: "It's" }]);
  });

  it.each(['en', 'es'])('leaves no text in the %s catalogue that needs the parser', (language) => {
    const file = `src/client/i18n/messages/${language}.json`;
    const compiled = JSON.parse(compileCatalogue(readFileSync(file, 'utf8'), file)) as Record<
      string,
      unknown
    >;
    for (const [key, message] of Object.entries(compiled))
      if (typeof message === 'string') expect(isPlainText(message), key).toBe(true);
  });

  it('fails on a message that is not ICU MessageFormat', () => {
    expect(() => compileCatalogue(JSON.stringify({ broken: 'Hello {name' }), 'x.json')).toThrow(
      /x\.json: "broken" is not ICU MessageFormat/,
    );
  });
});
