// Submit with a choice between two answers still waiting (issue 27): refused, leading to the
// choice; nothing is posted, so the server's answer is never submitted in the applicant's name.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useConflicts } from '../../features/autosave/conflicts';
import { useSessionStore } from '../../stores/session';
import { submitApplicationFlow } from './submit-application';

const calls = vi.hoisted(() => ({ posted: [] as string[] }));

vi.mock('../../features/autosave/autosave', () => ({ flushAutosave: () => Promise.resolve() }));
vi.mock('../../api/session/web-status', () => ({
  postWebStatus: (status: string) => {
    calls.posted.push(`status:${status}`);
    return Promise.resolve();
  },
}));
vi.mock('../api/application', () => ({
  saveValidations: () => Promise.resolve(),
  submitApplication: () => {
    calls.posted.push('submit');
    return Promise.resolve();
  },
}));
vi.mock('../hooks/validate-current', () => ({ validateCurrentAnswers: () => Promise.resolve({}) }));

beforeEach(() => {
  calls.posted = [];
  useConflicts.setState({ conflicts: {} });
  useSessionStore.getState().setWebStatus('validating');
});

describe('submitApplicationFlow', () => {
  it('refuses while a choice waits and leads to it', async () => {
    useConflicts.setState({
      conflicts: { city: { yours: 'Bville', theirs: 'Aville', revision: 2 } },
    });
    const outcome = await submitApplicationFlow();
    expect(outcome).toEqual({
      kind: 'choiceWaiting',
      question: 'City (Permanent address)',
      href: '/about#city-choice',
    });
    expect(calls.posted).toEqual([]);
    expect(useSessionStore.getState().web_status).toBe('validating');
  });

  it('submits when no choice waits', async () => {
    expect(await submitApplicationFlow()).toEqual({ kind: 'submitted' });
    expect(calls.posted).toEqual(['submit', 'status:submitted']);
  });
});
