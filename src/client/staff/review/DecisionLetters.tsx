import { DEFAULT_LANGUAGE } from '../../../contracts/language';
import type { StaffDecision } from '../../../contracts/staff-review';
import { LANGUAGE_NAMES } from '../../../engine';

/** A letter's paragraphs, as the applicant's status page splits them. */
function LetterText({ text, testId }: { text: string; testId: string }) {
  return (
    <div data-testid={testId}>
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}

/**
 * The recorded letter as staff read it, in the workspace's English; for an applicant who reads
 * another language, also the letter as they read it (site.json's letter in its translation, its
 * fields in that language), so staff know what went out.
 */
export function DecisionLetters({ decision }: { decision: StaffDecision }) {
  const other = decision.applicant_language !== DEFAULT_LANGUAGE;
  return (
    <>
      <h3>Letter</h3>
      <LetterText text={decision.letter} testId="staff-decision-letter" />
      {other && (
        <>
          <h3>The applicant reads it in {LANGUAGE_NAMES[decision.applicant_language]}</h3>
          <div lang={decision.applicant_language}>
            <LetterText text={decision.applicant_letter} testId="staff-decision-applicant-letter" />
          </div>
        </>
      )}
    </>
  );
}
