// /review says which answers wait for a choice (issue 27), each linked to its choice.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useConflicts } from '../../features/autosave/conflicts';
import { WaitingChoices } from './WaitingChoices';

describe('WaitingChoices', () => {
  it('draws nothing while no choice waits', () => {
    expect(renderToStaticMarkup(<WaitingChoices onChange={() => {}} />)).toBe('');
  });

  it('links each waiting answer to its choice', () => {
    // Server rendering reads the store's initial state.
    useConflicts.getInitialState().conflicts.city = { yours: 'B', theirs: 'A', revision: 2 };
    const html = renderToStaticMarkup(<WaitingChoices onChange={() => {}} />);
    expect(html).toContain('Answers changed on another device');
    expect(html).toContain('<a href="/about#city-choice">City (Permanent address)</a>');
  });
});
