// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAnswersStore } from '../../stores/answers';
import { useGreetingName } from './use-greeting-name';

const initial = useAnswersStore.getState();
afterEach(() => useAnswersStore.setState(initial, true));

describe('useGreetingName', () => {
  it('gives the preferred name, else the first name, once the banner thanks', () => {
    const { result } = renderHook(() => useGreetingName(true));
    act(() => useAnswersStore.getState().setAnswer('first_name', 'Grace'));
    expect(result.current).toBe('Grace');
    act(() => useAnswersStore.getState().setAnswer('preferred_name', 'Amazing'));
    expect(result.current).toBe('Amazing');
  });

  it('does not re-render while the name is typed before submission', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useGreetingName(false);
    });
    for (const text of ['G', 'Gr', 'Gra'])
      act(() => useAnswersStore.getState().setAnswer('first_name', text));
    expect(result.current).toBe('');
    expect(renders).toBe(1);
  });
});
