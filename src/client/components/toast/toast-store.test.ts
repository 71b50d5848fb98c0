import { beforeEach, describe, expect, it } from 'vitest';
import { isSwipeDismiss } from './swipe';
import { makeToast, toast, useToastStore } from './toast-store';

describe('toasts (spec sections 2, 8 and 9)', () => {
  beforeEach(() => useToastStore.getState().clear());

  it("keeps a card's own title; others are titled by kind when shown (Success, Error)", () => {
    expect(makeToast(1, 'success', 'Saved.').title).toBeUndefined();
    expect(makeToast(2, 'error', 'Oops.').title).toBeUndefined();
    expect(makeToast(3, 'error', 'Oops.', { title: 'Log In Error' }).title).toBe('Log In Error');
  });

  it('lasts 5000 ms, and 300000 ms for errors', () => {
    expect(makeToast(1, 'success', 'Saved.').duration).toBe(5000);
    expect(makeToast(2, 'error', 'Oops.').duration).toBe(300_000);
    expect(makeToast(3, 'success', 'Saved.', { duration: 1000 }).duration).toBe(1000);
  });

  it('shows the same message once, newest last, and closes by id', () => {
    toast.success('A');
    const b = toast.error('B');
    toast.success('A');
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['B', 'A']);
    toast.dismiss(b);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['A']);
  });

  it('closes on a swipe of 50 px or more either way', () => {
    expect(isSwipeDismiss(100, 149)).toBe(false);
    expect(isSwipeDismiss(100, 150)).toBe(true);
    expect(isSwipeDismiss(100, 40)).toBe(true);
  });
});
