import { useT } from '../../i18n/use-t';
import { createElement } from 'react';
import type { SectionNode } from '../../../engine';
import { HeadingLevelContext, headingTag, useHeadingLevel } from './heading-level';
import { NodeList } from './NodeList';
import { useStateText } from '../progress/use-state-text';
import { useProgressStore } from '../stores/progress-store';

/**
 * The section's state under its heading on the applicant's pages (issue 30). Its line is kept
 * while the state is computed, so nothing moves when it arrives.
 */
function SectionState({ id }: { id: string }) {
  const t = useT();
  const stateText = useStateText();
  const state = useProgressStore((s) => s.sections[id] ?? s.blank);
  return (
    <p className="form-section__state">
      {state && <span className="visually-hidden">{t('section.status')}</span>}
      {state && stateText(state)}
    </p>
  );
}

export function SectionView({ node }: { node: SectionNode }) {
  const level = useHeadingLevel();
  const headingId = `section-${node.id}`;
  return (
    <section className={`form-section form-section--level-${level}`} aria-labelledby={headingId}>
      {createElement(
        headingTag(level),
        { id: headingId, className: 'form-section__title' },
        node.title,
      )}
      <SectionState id={node.id} />
      {node.description && <p className="form-section__description">{node.description}</p>}
      <HeadingLevelContext.Provider value={level + 1}>
        <NodeList nodes={node.children} />
      </HeadingLevelContext.Provider>
    </section>
  );
}
