// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A loader whose fetches the test settles by hand, as a network would. */
function controlledLoader() {
  const fetches: { resolve(): void; reject(error: Error): void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) =>
        fetches.push({ resolve: () => resolve(Greeting), reject }),
      ),
  );
  return { load, fetches };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

afterEach(cleanup);

describe('onDemand', () => {
  it('is drawn at once, on the server too, once preloaded (so hydration matches the page)', async () => {
    const { load, fetches } = controlledLoader();
    const View = onDemand(load);
    const preloading = View.preload();
    fetches[0]!.resolve();
    await preloading;
    expect(renderToString(<View name="Ada" />)).toBe('<p>Hello, <!-- -->Ada</p>');
    render(<View name="Ada" />);
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws nothing until its code arrives when drawn before a preload, then draws it', async () => {
    const { load, fetches } = controlledLoader();
    const View = onDemand(load);
    render(<View name="Grace" />);
    expect(screen.queryByText('Hello, Grace')).toBeNull();
    await act(async () => fetches[0]!.resolve());
    expect(await screen.findByText('Hello, Grace')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches once for many preloads, and again after a failed fetch', async () => {
    const { load, fetches } = controlledLoader();
    const View = onDemand(load);
    const first = View.preload();
    expect(View.preload()).toBe(first);
    fetches[0]!.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(first).rejects.toThrow('Failed to fetch');
    const second = View.preload();
    expect(load).toHaveBeenCalledTimes(2);
    fetches[1]!.resolve();
    await second;
    render(<View name="Alan" />);
    expect(screen.getByText('Hello, Alan')).toBeTruthy();
  });

  it('brings a failed fetch to the error boundary when drawn before a preload', async () => {
    const { load, fetches } = controlledLoader();
    const View = onDemand(load);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <View name="Edsger" />
      </Boundary>,
    );
    await act(async () =>
      fetches[0]!.reject(new Error('Failed to fetch dynamically imported module')),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch dynamically imported module',
    );
    vi.restoreAllMocks();
  });
});
