// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLazyMask } from './use-lazy-mask';

const chunk = vi.hoisted(() => ({ available: false }));
vi.mock('imask', async (importOriginal) => {
  if (!chunk.available) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

function Phone({ accept }: { accept: (text: string) => void }) {
  const { ref, defaultValue, onFocus, onChange } = useLazyMask('(000) 000-0000', '', accept);
  return (
    <input aria-label="Phone" ref={ref} defaultValue={defaultValue} {...{ onFocus, onChange }} />
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(cleanup);

describe('useLazyMask', () => {
  it('keeps the input usable when imask cannot be fetched, and attaches it on the next focus', async () => {
    const accept = vi.fn();
    render(<Phone accept={accept} />);
    const input = screen.getByLabelText<HTMLInputElement>('Phone');

    act(() => input.focus());
    await settle();
    expect(accept).not.toHaveBeenCalled();

    chunk.available = true;
    act(() => input.blur());
    act(() => input.focus());
    await vi.waitFor(() => expect(accept).toHaveBeenCalledWith(''));
  });
});
