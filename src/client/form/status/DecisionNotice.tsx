import { formatTime, site } from '../../../engine';
import type { Profile } from '../../api/session/profile';

/**
 * The office's decision once released (GET /api/profile `decision`, null before): its name,
 * the letter, and when it was released (issue 33).
 */
export function DecisionNotice({ decision }: { decision: NonNullable<Profile['decision']> }) {
  const label = site.decisions.find((option) => option.id === decision.decision)?.label;
  return (
    <section aria-labelledby="decision-title" className="decision-notice">
      <h2 id="decision-title">Your admission decision</h2>
      <p className="decision-notice__decision" data-testid="applicant-decision">
        {label ?? decision.decision}
      </p>
      {decision.letter.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i} className="decision-notice__letter">
          {paragraph}
        </p>
      ))}
      <p className="decision-notice__released">Released {formatTime(decision.released_at)}</p>
    </section>
  );
}
