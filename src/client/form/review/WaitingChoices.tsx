import type { MouseEvent } from 'react';
import { questionName, questionTitle } from '../../../engine';
import { useConflicts } from '../../features/autosave/conflicts';
import { choiceId } from '../../features/autosave/waiting-choice';
import { useT } from '../../i18n/use-t';

/**
 * Answers changed on another device that wait for the applicant's choice (issue 27), at the
 * top of /review: the list below shows what was typed here, the server holds the other answer,
 * and Submit refuses until each is chosen. Each links to its choice.
 */
export function WaitingChoices({
  onChange,
}: {
  onChange: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const t = useT();
  const keys = Object.keys(useConflicts((s) => s.conflicts));
  if (keys.length === 0) return null;
  return (
    <section aria-labelledby="waiting-title" className="problem-list" role="alert">
      <h2 id="waiting-title">{t('review.choiceWaiting')}</h2>
      <ul>
        {keys.map((key) => (
          <li key={key}>
            <a href={`/${questionTitle(key)?.page ?? ''}#${choiceId(key)}`} onClick={onChange}>
              {questionName(key)}
            </a>
            <span className="problem-list__message">{t('review.chooseOne')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
