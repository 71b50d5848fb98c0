import { describe, expect, it, vi } from 'vitest';
import type { FormFiles } from '../forms/form-files';
import { LivePages } from './live-pages';

const built = new Map([['/about', 'built about']]);
const files = (label: string): FormFiles => ({ 'about.json': { label } });

function livePages(draw: (files: FormFiles) => Promise<Record<string, string>>) {
  const onError = vi.fn();
  const pages = new LivePages({
    built,
    // Version 1 is the set the build bundles.
    isBundled: (version) => version === 1,
    draw,
    onError,
  });
  return { pages, onError };
}

describe('LivePages', () => {
  it("serves the build's pages while the bundled version is live", async () => {
    const draw = vi.fn();
    const { pages } = livePages(draw);
    await pages.follow({ version: 1, files: files('seed') });
    expect(pages.current()).toBe(built);
    expect(draw).not.toHaveBeenCalled();
  });

  it('serves no page while another version is drawn, then its drawing', async () => {
    let finish = (_: Record<string, string>) => {};
    const { pages } = livePages(() => new Promise((resolve) => (finish = resolve)));
    await pages.follow({ version: 1, files: files('seed') });
    const following = pages.follow({ version: 2, files: files('two') });
    expect(pages.current().size).toBe(0);
    finish({ '/about': 'about two' });
    await following;
    expect(pages.current().get('/about')).toBe('about two');
  });

  it('keeps the newer version when an older drawing finishes last', async () => {
    const finishers = new Map<string, (pages: Record<string, string>) => void>();
    const { pages } = livePages(
      (drawn) =>
        new Promise((resolve) =>
          finishers.set(String((drawn['about.json'] as { label: string }).label), resolve),
        ),
    );
    const two = pages.follow({ version: 2, files: files('two') });
    const three = pages.follow({ version: 3, files: files('three') });
    finishers.get('three')?.({ '/about': 'about three' });
    await three;
    finishers.get('two')?.({ '/about': 'about two' });
    await two;
    expect(pages.current().get('/about')).toBe('about three');
  });

  it('goes back to the build when the bundled version is rolled back to', async () => {
    const { pages } = livePages(async () => ({ '/about': 'about two' }));
    await pages.follow({ version: 2, files: files('two') });
    await pages.follow({ version: 1, files: files('seed') });
    expect(pages.current()).toBe(built);
  });

  it('serves no page and says why when drawing fails', async () => {
    const failure = new Error('The task took longer than 30000 ms.');
    const { pages, onError } = livePages(() => Promise.reject(failure));
    await pages.follow({ version: 2, files: files('two') });
    expect(pages.current().size).toBe(0);
    expect(onError).toHaveBeenCalledWith(failure, 2);
  });
});
