// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** What the page shows, recorded at every render: the gate's state as each render saw it. */
const seen: boolean[] = [];

async function gate() {
  const { useHydrated } = await import('./use-hydrated');
  return function Gate() {
    const hydrated = useHydrated();
    seen.push(hydrated);
    return <fieldset disabled={!hydrated} />;
  };
}

afterEach(() => {
  seen.length = 0;
  document.body.replaceChildren();
  vi.resetModules();
});

describe('useHydrated', () => {
  it('is false in the prerender and while React hydrates it, true after, with no mismatch', async () => {
    const Gate = await gate();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Gate />);
    expect(container.querySelector('fieldset')?.disabled).toBe(true);
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Gate />, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('fieldset')?.disabled).toBe(false);
    expect(recoverable).not.toHaveBeenCalled();
    // The prerender, the hydration, the render after it: nothing in between saw "true" early.
    expect(seen).toEqual([false, false, true]);
  });

  it('is true from the first render of a page drawn afresh, and of anything mounted after', async () => {
    const { renderingWithoutHydration } = await import('./use-hydrated');
    const Gate = await gate();
    renderingWithoutHydration();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Gate />);
    });
    expect(seen).toEqual([true]);
    expect(container.querySelector('fieldset')?.disabled).toBe(false);
  });
});
