import { createElement } from 'react';
import type { SectionNode } from '../../../engine';
import { HeadingLevelContext, headingTag, useHeadingLevel } from './heading-level';
import { NodeList } from './NodeList';

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
      {node.description && <p className="form-section__description">{node.description}</p>}
      <HeadingLevelContext.Provider value={level + 1}>
        <NodeList nodes={node.children} />
      </HeadingLevelContext.Provider>
    </section>
  );
}
