// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPACT_PAGE_ROWS, ImpactTable } from './ImpactTable';

/** 250 in-progress applications lacking a new required question: more than two pages of rows. */
const applications = Array.from({ length: 250 }, (_, i) => ({
  id: `id-${i}`,
  reference: `REF-${i}`,
  username: `applicant.${i}@example.edu`,
  status: 'in progress' as const,
  changes: [{ key: 'middle_name', value: '', why: 'new-required' as const }],
}));

vi.mock('../api/forms', () => ({
  impactKey: ['staff', 'forms', 'impact'],
  fetchImpact: () => Promise.resolve({ applications }),
}));

afterEach(cleanup);

describe('ImpactTable', () => {
  it('counts by question, then shows the changes a page at a time', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ImpactTable />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Check the impact of the saved draft' }));
    const counts = await screen.findByTestId('forms-impact-counts');
    expect(within(counts).getByText('250 applications affected, by question')).toBeTruthy();
    expect(
      within(counts)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['KeyWhyIn progressSubmitted', 'middle_namenew required question2500']);
    const rows = () => within(screen.getByTestId('forms-impact')).getAllByRole('row').length - 1;
    expect(rows()).toBe(IMPACT_PAGE_ROWS);
    fireEvent.click(screen.getByRole('button', { name: 'Show 100 more (150 not shown)' }));
    expect(rows()).toBe(200);
    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more (50 not shown)' }));
    expect(rows()).toBe(250);
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
    expect(screen.getByText('Each change: 250 of 250 shown')).toBeTruthy();
  });
});
