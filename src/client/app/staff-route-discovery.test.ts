// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { addStaffRoutes } from './staff-route-discovery';

type Patch = Parameters<typeof addStaffRoutes>[0]['patch'];

/** What React Router passes for a path only the catch-all matches. */
function ask(path: string, patch: Patch) {
  return addStaffRoutes({
    path,
    patch,
    matches: [],
    signal: new AbortController().signal,
    fetcherKey: undefined,
  });
}

describe('the staff routes', () => {
  it('join the table under the root the first time a /staff path is asked for, and only then', async () => {
    const patch = vi.fn<Patch>();
    await ask('/staffing', patch);
    await ask('/about-staff', patch);
    expect(patch).not.toHaveBeenCalled();

    await ask('/staff/applications', patch);
    expect(patch).toHaveBeenCalledTimes(1);
    const [parent, children] = patch.mock.calls[0]!;
    expect(parent).toBe('root');
    expect(children.map((route) => route.path)).toEqual(['staff']);

    await ask('/staff', patch);
    expect(patch).toHaveBeenCalledTimes(1);
  });
});
