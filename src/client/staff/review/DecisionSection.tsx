import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../../contracts/language';
import { LETTER_MAX } from '../../../contracts/staff-review';
import { formatTime, LANGUAGE_NAMES, LETTER_FIELDS, zonedInstant } from '../../../engine';
import { followedSite } from '../../app/definitions/live-definitions';
import { queryClient } from '../../app/query-client';
import { ErrorNotice } from '../ErrorNotice';
import { StaffForm } from '../StaffForm';
import { decisionKey, fetchDecision, recordDecision } from '../api/review';
import { DecisionLetters } from './DecisionLetters';
import { useStaffMe } from '../use-staff-me';

const RELEASE_TIME_NEEDED = 'Enter the date and time of the release.';
const LETTER_NEEDED = 'Write the letter the applicant will read.';

const labelOf = (id: string) =>
  followedSite().decisions.find((option) => option.id === id)?.label ?? id;

/**
 * The decision: every staff member sees it; admins record one, released at once or at a time
 * on the institution's clock. Until then nothing of it reaches the applicant.
 */
export function DecisionSection({ applicationId }: { applicationId: string }) {
  const me = useStaffMe();
  const current = useQuery({
    queryKey: decisionKey(applicationId),
    queryFn: () => fetchDecision(applicationId),
  });
  const decision = current.data?.decision;
  return (
    <section aria-labelledby="decision-title" className="staff-review">
      <h2 id="decision-title">Decision</h2>
      <ErrorNotice error={current.error} />
      {current.data && (
        <p data-testid="staff-decision">
          {decision
            ? `${labelOf(decision.decision)}, by ${decision.decided_by}: ${
                decision.released
                  ? `released ${formatTime(decision.release_at)}`
                  : `to be released ${formatTime(decision.release_at)}`
              }.`
            : 'No decision yet.'}
        </p>
      )}
      {decision && <DecisionLetters decision={decision} />}
      {me.role === 'admin' && (
        <DecisionForm
          applicationId={applicationId}
          applicantLanguage={current.data?.applicant_language ?? DEFAULT_LANGUAGE}
        />
      )}
    </section>
  );
}

/** What the letter's hint adds for an applicant who reads another language than English. */
function languageHint(language: Language): string {
  if (language === DEFAULT_LANGUAGE) return '';
  const name = LANGUAGE_NAMES[language];
  return ` This applicant reads ${name}: the decision's letter goes out in its ${name} text; a letter you change goes out as you write it, its fields filled in ${name}.`;
}

function DecisionForm({
  applicationId,
  applicantLanguage,
}: {
  applicationId: string;
  applicantLanguage: Language;
}) {
  const [choice, setChoice] = useState(followedSite().decisions[0]?.id ?? '');
  const [letter, setLetter] = useState(followedSite().decisions[0]?.letter ?? '');
  const [later, setLater] = useState(false);
  const [releaseAt, setReleaseAt] = useState('');
  const [problems, setProblems] = useState<{ letter?: string; release?: string }>({});
  const save = useMutation({
    mutationFn: (body: { decision: string; letter: string; release_at?: string }) =>
      recordDecision(applicationId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: decisionKey(applicationId) }),
  });
  const choose = (id: string) => {
    // The letter follows the decision until the admin writes their own.
    const template = followedSite().decisions.find((option) => option.id === choice)?.letter;
    if (letter === template)
      setLetter(followedSite().decisions.find((o) => o.id === id)?.letter ?? '');
    setChoice(id);
  };
  const submit = () => {
    const instant = later ? zonedInstant(releaseAt, followedSite().timeZone) : undefined;
    const found = {
      letter: letter.trim() === '' ? LETTER_NEEDED : undefined,
      release: later && !instant ? RELEASE_TIME_NEEDED : undefined,
    };
    setProblems(found);
    if (found.letter) document.getElementById('decision-letter')?.focus();
    else if (found.release) document.getElementById('decision-release-at')?.focus();
    else save.mutate({ decision: choice, letter, ...(instant ? { release_at: instant } : {}) });
  };
  return (
    <>
      <ErrorNotice error={save.error} />
      <StaffForm onSubmit={submit} pending={save.isPending} submitLabel="Record the decision">
        <fieldset className="field">
          <legend className="field__label">Decision</legend>
          {followedSite().decisions.map((option) => (
            <label key={option.id} className="staff-radio">
              <input
                type="radio"
                name="decision"
                value={option.id}
                checked={choice === option.id}
                onChange={() => choose(option.id)}
              />{' '}
              {option.label}
            </label>
          ))}
        </fieldset>
        <div className={`field${problems.letter ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor="decision-letter">
            Letter
          </label>
          <p className="field__hint" id="decision-letter-hint">
            Filled in for the applicant: {LETTER_FIELDS.map((field) => `{${field}}`).join(', ')}.
            {languageHint(applicantLanguage)}
          </p>
          {problems.letter && (
            <p className="field__error" id="decision-letter-error">
              {problems.letter}
            </p>
          )}
          <textarea
            id="decision-letter"
            className="field__input"
            rows={6}
            maxLength={LETTER_MAX}
            value={letter}
            aria-describedby={
              problems.letter
                ? 'decision-letter-hint decision-letter-error'
                : 'decision-letter-hint'
            }
            aria-invalid={problems.letter ? true : undefined}
            onChange={(event) => setLetter(event.target.value)}
          />
        </div>
        <fieldset className="field">
          <legend className="field__label">Release to the applicant</legend>
          <label className="staff-radio">
            <input type="radio" name="release" checked={!later} onChange={() => setLater(false)} />{' '}
            Now
          </label>
          <label className="staff-radio">
            <input type="radio" name="release" checked={later} onChange={() => setLater(true)} /> At
            a set time
          </label>
        </fieldset>
        {later && (
          <div className={`field${problems.release ? ' field--error' : ''}`}>
            <label className="field__label" htmlFor="decision-release-at">
              Release at ({followedSite().timeZone} time)
            </label>
            {problems.release && (
              <p className="field__error" id="decision-release-at-error">
                {problems.release}
              </p>
            )}
            <input
              id="decision-release-at"
              className="field__input"
              type="datetime-local"
              value={releaseAt}
              aria-describedby={problems.release ? 'decision-release-at-error' : undefined}
              aria-invalid={problems.release ? true : undefined}
              onChange={(event) => setReleaseAt(event.target.value)}
            />
          </div>
        )}
      </StaffForm>
    </>
  );
}
