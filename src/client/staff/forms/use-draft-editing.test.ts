// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormProblem } from '../../../contracts/forms';
import { useDraftEditing } from './use-draft-editing';

const stored: FormProblem = {
  file: 'forms/about.json',
  line: 3,
  column: 3,
  pointer: '/colour',
  message: '"colour" is not a property here',
  rule: 'page-format',
};

const api = vi.hoisted(() => ({
  fetchDraftProblems: vi.fn(),
  saveDraft: vi.fn(),
}));
vi.mock('../api/forms', () => api);

const draft = { revision: 4, files: { 'forms/about.json': { id: 'about', colour: 'red' } } };

describe('useDraftEditing', () => {
  it('shows the problems of the draft it opens before anything is typed', async () => {
    api.fetchDraftProblems.mockResolvedValue({ revision: 4, problems: [stored] });
    const { result } = renderHook(() => useDraftEditing(draft));
    await waitFor(() => expect(result.current.problems).toEqual([stored]));
    expect(result.current.state).toBe('saved');
    expect(api.saveDraft).not.toHaveBeenCalled();
  });

  it('lists a file that is not JSON at its line, and the lint problems again once it is', async () => {
    api.fetchDraftProblems.mockResolvedValue({ revision: 4, problems: [stored] });
    const { result } = renderHook(() => useDraftEditing(draft));
    await waitFor(() => expect(result.current.problems).toEqual([stored]));
    const text = result.current.texts['forms/about.json']!;

    act(() => result.current.edit('forms/about.json', text.replace('"red"', '"red",')));
    await act(() => result.current.flush());
    expect(result.current.state).toBe('syntax');
    expect(result.current.problems).toEqual([
      {
        file: 'forms/about.json',
        line: 4,
        column: 1,
        pointer: '',
        message: expect.stringMatching(/^not valid JSON: /),
        rule: 'json-syntax',
      },
    ]);

    api.saveDraft.mockResolvedValue({ revision: 5, problems: [stored] });
    act(() => result.current.edit('forms/about.json', text));
    expect(await act(() => result.current.flush())).toBeUndefined();
    expect(result.current.problems).toEqual([stored]);
    expect(result.current.state).toBe('saved');
  });

  it('keeps what a save found over the opened draft’s problems read late', async () => {
    let answer: (reply: unknown) => void = () => undefined;
    api.fetchDraftProblems.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    api.saveDraft.mockResolvedValue({ revision: 5, problems: [] });
    const { result } = renderHook(() => useDraftEditing(draft));
    act(() => result.current.edit('forms/about.json', '{"id": "about"}\n'));
    expect(await act(() => result.current.flush())).toBe(5);
    await act(async () => answer({ revision: 4, problems: [stored] }));
    expect(result.current.problems).toEqual([]);
  });
});
