import { describe, expect, it } from 'vitest';
import { reviewAnswers, reviewKeys, reviewLines, validateReview } from './review-answers';

const complete = {
  rating_academic: '4',
  rating_personal: '5',
  recommendation: 'admit',
  review_comment: ' Strong essays. ',
};

describe('the review form (forms/review.json, schemas/review.schema.json)', () => {
  it('names its answer keys in form order', () => {
    expect(reviewKeys()).toEqual([
      'rating_academic',
      'rating_personal',
      'recommendation',
      'review_comment',
    ]);
  });

  it('stores every key, the unanswered empty and text trimmed', () => {
    expect(reviewAnswers({ rating_academic: '3' })).toEqual({
      rating_academic: '3',
      rating_personal: '',
      recommendation: '',
      review_comment: '',
    });
    expect(reviewAnswers(complete)?.review_comment).toBe('Strong essays.');
  });

  it('refuses a key the form does not have', () => {
    expect(reviewAnswers({ ...complete, first_name: 'Ada' })).toBeUndefined();
    expect(reviewAnswers({ ['__proto__']: 'x' } as Record<string, string>)).toBeUndefined();
  });

  it('passes a complete review and names each missing rating with its message', () => {
    expect(validateReview(reviewAnswers(complete) ?? {})).toEqual({});
    expect(validateReview(reviewAnswers({ review_comment: 'Unsure' }) ?? {})).toEqual({
      rating_academic: ['Please rate the academic preparation.'],
      rating_personal: ['Please rate the personal qualities and activities.'],
      recommendation: ['Please choose a recommendation.'],
    });
  });

  it('refuses a rating the form does not offer and a comment past its limit', () => {
    const errors = validateReview(
      reviewAnswers({ ...complete, rating_academic: '9', review_comment: 'x'.repeat(3001) }) ?? {},
    );
    expect(errors).toEqual({
      rating_academic: ['Please rate the academic preparation.'],
      review_comment: ['Please keep the comment to 3000 characters.'],
    });
  });

  it('reads a stored review as labels and answers in words', () => {
    expect(reviewLines({ ...complete, rating_personal: '' })).toEqual([
      { key: 'rating_academic', label: 'Academic preparation', answer: '4' },
      { key: 'rating_personal', label: 'Personal qualities and activities', answer: '' },
      { key: 'recommendation', label: 'Your recommendation', answer: 'Admit' },
      { key: 'review_comment', label: 'Comment', answer: ' Strong essays. ' },
    ]);
  });
});
