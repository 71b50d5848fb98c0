// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Checklist } from '../../../contracts/staff-review';
import { queryClient } from '../../app/query-client';
import { ChecklistSection } from './ChecklistSection';

const label = 'Copy of the Permanent Resident Card';
const row = { id: 'resident_card', label, updated_by: null, updated_at: null };
const missing: Checklist = { items: [{ ...row, status: 'missing' }] };
const received: Checklist = {
  items: [
    { ...row, status: 'received', updated_by: 'officer', updated_at: '2026-11-28T13:24:00Z' },
  ],
};

vi.mock('../api/review', () => ({
  checklistKey: (id: string) => ['staff', 'checklist', id],
  fetchChecklist: () => Promise.resolve(missing),
  markChecklistItem: () => Promise.resolve(received),
}));

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('ChecklistSection', () => {
  it('keeps focus on the changed row and says what changed once its button is gone', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <ChecklistSection applicationId="app-1" />
      </QueryClientProvider>,
    );
    const button = await screen.findByRole('button', { name: `Mark received: ${label}` });
    button.focus();
    fireEvent.click(button);
    await waitFor(
      () =>
        expect(document.activeElement).toBe(
          screen.getByRole('rowheader', { name: new RegExp(`^${label}`) }),
        ),
      // The focus waits a frame, which a busy machine delays.
      { timeout: 5000 },
    );
    expect(screen.queryByRole('button', { name: `Mark received: ${label}` })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(`${label}: Received.`);
  });
});
