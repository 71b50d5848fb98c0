import { LOCALES } from '../../../contracts/language';
import { formatTime, site } from '../../../engine';
import type { Profile } from '../../api/session/profile';
import { useLanguageState } from '../../i18n/language-store';
import { useT } from '../../i18n/use-t';

/**
 * The office's decision once released (GET /api/profile `decision`, null before): its name,
 * the letter, and when it was released (issue 33). The letter is the office's own text.
 */
export function DecisionNotice({ decision }: { decision: NonNullable<Profile['decision']> }) {
  const t = useT();
  const language = useLanguageState((state) => state.language);
  const label = site.decisions.find((option) => option.id === decision.decision)?.label;
  return (
    <section aria-labelledby="decision-title" className="decision-notice">
      <h2 id="decision-title">{t('decision.title')}</h2>
      <p className="decision-notice__decision" data-testid="applicant-decision">
        {label ?? decision.decision}
      </p>
      {decision.letter.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i} className="decision-notice__letter">
          {paragraph}
        </p>
      ))}
      <p className="decision-notice__released">
        {t('decision.released', {
          time: formatTime(decision.released_at, undefined, LOCALES[language]),
        })}
      </p>
    </section>
  );
}
