// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { ReviewsSection } from './ReviewsSection';

const open = { items: [], hidden: 0, reviewed: false, may_review: true, may_edit: false };
const api = vi.hoisted(() => ({ reviews: {} as unknown }));

vi.mock('../use-staff-me', () => ({ useStaffMe: () => ({ username: 'reader' }) }));
vi.mock('../api/queues', () => ({
  myQueueKey: ['staff', 'my-queue'],
  reviewsKey: (id: string) => ['staff', 'application', id, 'reviews'],
  fetchReviews: () => Promise.resolve(api.reviews),
  submitReview: () => {
    // The review is in: the next read no longer offers the form.
    api.reviews = { ...open, may_review: false, reviewed: true };
    return Promise.resolve({});
  },
  editReview: () => Promise.resolve({}),
}));

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('ReviewsSection', () => {
  it('moves focus to the section and says so once the submitted review’s form is gone', async () => {
    api.reviews = { ...open, final_reason: null };
    render(
      <QueryClientProvider client={queryClient}>
        <ReviewsSection applicationId="app-1" />
      </QueryClientProvider>,
    );
    const submit = await screen.findByRole('button', { name: 'Submit the review' });
    submit.focus();
    fireEvent.click(submit);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Submit the review' })).toBeNull(),
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Reviews' }));
    expect(screen.getByRole('status').textContent).toBe('Your review is submitted.');
  });
});
