// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAnswersStore } from '../../stores/answers';
import { useHidingSync } from './use-hiding-sync';

const initial = useAnswersStore.getState();
afterEach(() => {
  cleanup();
  useAnswersStore.setState(initial, true);
});

const answers = () => useAnswersStore.getState().answers;
const set = (key: string, value: string | boolean) =>
  act(() => useAnswersStore.getState().setAnswer(key, value));

describe('useHidingSync', () => {
  it('empties the answers a checked box hides, and what was typed before it stays', () => {
    renderHook(() => useHidingSync());
    set('mailing_city', 'Boulder');
    set('first_name', 'Ada');
    expect(answers()).toMatchObject({ mailing_city: 'Boulder', first_name: 'Ada' });
    set('mailing_addr_same_as_perm_addr', true);
    expect(answers()).toMatchObject({ mailing_city: '', first_name: 'Ada' });
  });

  it('empties an answer written into hidden content without another change', () => {
    renderHook(() => useHidingSync());
    set('mailing_addr_same_as_perm_addr', true);
    set('mailing_city', 'Boulder');
    expect(answers().mailing_city).toBe('');
    set('first_name', 'Ada');
    expect(answers()).toMatchObject({ mailing_city: '', first_name: 'Ada' });
  });

  it('empties a conditional select when its controlling answer changes', () => {
    renderHook(() => useHidingSync());
    set('country', 'USA');
    set('state', 'CO');
    set('city', 'Denver');
    expect(answers()).toMatchObject({ state: 'CO', city: 'Denver' });
    set('country', 'CAN');
    expect(answers()).toMatchObject({ state: '', city: 'Denver' });
  });

  it('settles the answers it finds when it starts', () => {
    act(() =>
      useAnswersStore
        .getState()
        .setAnswers({ mailing_addr_same_as_perm_addr: true, mailing_city: 'Boulder' }),
    );
    renderHook(() => useHidingSync());
    expect(answers().mailing_city).toBe('');
  });

  it('stops when unmounted', () => {
    const { unmount } = renderHook(() => useHidingSync());
    unmount();
    set('mailing_addr_same_as_perm_addr', true);
    set('mailing_city', 'Boulder');
    expect(answers().mailing_city).toBe('Boulder');
  });
});
