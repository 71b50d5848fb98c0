import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { formatTime, reviewLines } from '../../../engine';
import { ErrorNotice } from '../ErrorNotice';
import { fetchReviews, reviewsKey } from '../api/queues';
import { useStaffMe } from '../use-staff-me';
import { ReviewForm } from './ReviewForm';

/**
 * The readers' reviews, as the server lets this staff member read them (in a blind queue a
 * reader sees the others' once theirs is in), and the review form when they may write one, or
 * change theirs (until the decision, or in a blind queue until they have seen the others'; the
 * server says why it is final).
 */
export function ReviewsSection({ applicationId }: { applicationId: string }) {
  const me = useStaffMe();
  const reviews = useQuery({
    queryKey: reviewsKey(applicationId),
    queryFn: () => fetchReviews(applicationId),
  });
  const [changing, setChanging] = useState(false);
  const [announced, setAnnounced] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form (or its button) leaves the page once the review is in: focus and word go to the
  // section, not <body>.
  const done = (words: string) => {
    setAnnounced(words);
    heading.current?.focus();
  };
  const data = reviews.data;
  const own = data?.items.find((review) => review.author === me.username);
  return (
    <section aria-labelledby="reviews-title" className="staff-review">
      <h2 id="reviews-title" ref={heading} tabIndex={-1}>
        Reviews
      </h2>
      <p role="status" className="visually-hidden">
        {announced}
      </p>
      <ErrorNotice error={reviews.error} />
      {data && data.items.length === 0 && data.hidden === 0 && <p>No reviews yet.</p>}
      {data && data.hidden > 0 && (
        <p data-testid="reviews-hidden">
          {data.hidden === 1 ? 'One review is' : `${data.hidden} reviews are`} kept from you until
          you submit yours: this queue is blind. Once you have seen{' '}
          {data.hidden === 1 ? 'it' : 'them'}, your review can no longer be changed.
        </p>
      )}
      {data && data.items.length > 0 && (
        <ol className="staff-notes" data-testid="staff-reviews">
          {data.items.map((review) => (
            <li key={review.id}>
              <p className="staff-notes__meta">
                {review.author}, {formatTime(review.created_at)}
                {review.updated_at && `; changed ${formatTime(review.updated_at)}`}
              </p>
              <dl className="staff-review-lines">
                {reviewLines(review.answers).map((line) => (
                  <div key={line.key}>
                    <dt>{line.label}</dt>
                    <dd>{line.answer || '—'}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
      {data?.may_review && (
        <ReviewForm
          applicationId={applicationId}
          onDone={() => done('Your review is submitted.')}
        />
      )}
      {own && data?.final_reason && <p data-testid="review-final">{data.final_reason}</p>}
      {data?.may_edit &&
        own &&
        (changing ? (
          <ReviewForm
            applicationId={applicationId}
            changing={own.answers}
            onDone={() => {
              setChanging(false);
              done('Your review is changed.');
            }}
          />
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setChanging(true)}
          >
            Change your review
          </button>
        ))}
    </section>
  );
}
