import { describe, expect, it } from 'vitest';
import { routePreloads, templateAssets, withPreloads, type Manifest } from './route-preloads';

const manifest: Manifest = {
  '_initial.js': {
    file: 'assets/initial-1.js',
    imports: ['_react.js'],
    css: ['assets/initial-1.css'],
  },
  '_react.js': { file: 'assets/react-1.js' },
  'pages/about.tsx': {
    file: 'assets/about-1.js',
    src: 'pages/about.tsx',
    isDynamicEntry: true,
    imports: ['_ApplicationPage.js', '_react.js', '_initial.js'],
  },
  '_ApplicationPage.js': {
    file: 'assets/ApplicationPage-1.js',
    imports: ['_react.js'],
    css: ['assets/ApplicationPage-1.css'],
  },
  'pages/final-steps.tsx': {
    file: 'assets/final-steps-1.js',
    src: 'pages/final-steps.tsx',
    isDynamicEntry: true,
  },
  'form/widgets/Heavy.tsx': {
    file: 'assets/Heavy-1.js',
    src: 'form/widgets/Heavy.tsx',
    isDynamicEntry: true,
  },
};

const template =
  '<head><script type="module" crossorigin src="/assets/initial-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/initial-1.css"></head>';

describe('routePreloads', () => {
  const tags = routePreloads(manifest, templateAssets(template));

  it('reads what index.html loads', () => {
    expect([...templateAssets(template)]).toEqual(['assets/initial-1.js', 'assets/initial-1.css']);
  });

  it('preloads a page chunk with its static imports and their styles, not what index.html loads', () => {
    expect(tags.get('/about')).toBe(
      '<link rel="stylesheet" href="/assets/ApplicationPage-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/about-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/ApplicationPage-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
    );
    expect(tags.get('/final-steps')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/final-steps-1.js">',
    );
  });

  it('knows only pages', () => {
    expect([...tags.keys()].sort()).toEqual(['/about', '/final-steps']);
  });

  it('puts the tags at the end of head, and leaves other pages alone', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withPreloads(html, '<link rel="modulepreload" href="/a.js">')).toBe(
      '<html><head><title>x</title><link rel="modulepreload" href="/a.js"></head><body></body></html>',
    );
    expect(withPreloads(html, undefined)).toBe(html);
  });
});
