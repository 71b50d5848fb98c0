import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { reviewForm, reviewKeys, type Answers, type ErrorMap } from '../../../engine';
import { ServerError } from '../../api/errors';
import { queryClient } from '../../app/query-client';
import { defaultEnvironment, FormEnvironmentContext } from '../../form/form-context';
import { HeadingLevelContext } from '../../form/renderer/heading-level';
import { NodeList } from '../../form/renderer/NodeList';
import { useValidationStore } from '../../form/stores/validation-store';
import { useViewStore } from '../../form/stores/view-store';
import { useAnswersStore } from '../../stores/answers';
import { ErrorNotice } from '../ErrorNotice';
import { StaffForm } from '../StaffForm';
import { editReview, myQueueKey, reviewsKey, submitReview } from '../api/queues';
import '../../form/form.css';
import '../../form/summary/summary.css';
import './review.css';

/**
 * The answers stores hold the review while it is written: empty (or the review being changed)
 * at the start, empty after.
 */
function startWith(answers: Answers): void {
  useAnswersStore.getState().load(answers);
  useViewStore.getState().reset();
  useValidationStore.getState().clear();
}
const startEmpty = () => startWith({});

/** The review's own answers out of the store (it holds the data model's keys besides). */
function reviewOf(answers: Answers): Answers {
  const review: Answers = {};
  for (const key of reviewKeys()) {
    const value = answers[key];
    if (value !== undefined) review[key] = value;
  }
  return review;
}

/**
 * The review form (forms/review.json), drawn by the applicants' renderer: the server judges it
 * with the engine and its messages show beside the questions, as on an application page. With
 * `changing`, it opens with the reader's review in it and saves the changes to it.
 */
export function ReviewForm({
  applicationId,
  changing,
  onDone,
}: {
  applicationId: string;
  changing?: Answers;
  onDone?: () => void;
}) {
  const form = reviewForm();
  const [errors, setErrors] = useState<ErrorMap>({});
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    startWith(changing ?? {});
    return startEmpty;
  }, [changing]);
  const send = useMutation({
    mutationFn: () => {
      const answers = reviewOf(useAnswersStore.getState().answers);
      return changing ? editReview(applicationId, answers) : submitReview(applicationId, answers);
    },
    onSuccess: () => {
      startEmpty();
      void queryClient.invalidateQueries({ queryKey: reviewsKey(applicationId) });
      void queryClient.invalidateQueries({ queryKey: myQueueKey });
      onDone?.();
    },
    onError: (error) => {
      const found = error instanceof ServerError ? (error.errors ?? {}) : {};
      setErrors(found);
      useValidationStore.getState().setErrors(found);
      if (Object.keys(found).length > 0) requestAnimationFrame(() => summary.current?.focus());
    },
  });
  const messages = Object.entries(errors).flatMap(([key, list]) =>
    list.map((message) => ({ key, message })),
  );
  return (
    <div className="staff-review-form">
      <h3>{changing ? 'Change your review' : 'Your review'}</h3>
      {messages.length > 0 ? (
        <div
          className="error-summary"
          role="alert"
          tabIndex={-1}
          ref={summary}
          aria-labelledby="review-errors-title"
        >
          <h4 id="review-errors-title" className="error-summary__title">
            The review is not complete
          </h4>
          <ul className="error-summary__list">
            {messages.map(({ key, message }) => (
              <li key={`${key}:${message}`}>
                <a href={`#${key}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ErrorNotice error={send.error} />
      )}
      <FormEnvironmentContext.Provider value={defaultEnvironment}>
        <HeadingLevelContext.Provider value={4}>
          <StaffForm
            onSubmit={() => {
              if (!send.isPending) send.mutate();
            }}
            pending={send.isPending}
            submitLabel={changing ? 'Save the changes' : 'Submit the review'}
          >
            <NodeList nodes={form.nodes} />
          </StaffForm>
        </HeadingLevelContext.Provider>
      </FormEnvironmentContext.Provider>
    </div>
  );
}
