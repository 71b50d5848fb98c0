import { describe, expect, it } from 'vitest';
import { cataloguePreloads } from './catalogue-preloads';
import { withLanguage } from './page-language';

describe("each language's catalogue preload (issue 32)", () => {
  it('names the chunk of each language, and nothing else', () => {
    const tags = cataloguePreloads({
      'i18n/messages/en.json': { file: 'assets/en-1.js', src: 'i18n/messages/en.json' },
      'i18n/messages/es.json': { file: 'assets/es-2.js', src: 'i18n/messages/es.json' },
      'pages/about.tsx': { file: 'assets/about-3.js', src: 'pages/about.tsx' },
    });
    expect([...tags]).toEqual([
      ['en', '<link rel="modulepreload" crossorigin href="/assets/en-1.js">'],
      ['es', '<link rel="modulepreload" crossorigin href="/assets/es-2.js">'],
    ]);
  });
});

describe('the page marked with its language', () => {
  it.each([
    ['<html lang="en"><head>', '<html lang="es"><head>'],
    ['<html><head>', '<html lang="es"><head>'],
  ])('%s in Spanish is %s', (html, marked) => {
    expect(withLanguage(html, 'es')).toBe(marked);
  });
});
