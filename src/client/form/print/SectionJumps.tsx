import { PAGE_IDS, pages, type PrintItem } from '../../../engine';

/** A link to a part of the page that is not the application's own (the office's sections). */
export interface SectionJump {
  href: string;
  label: string;
}

/** The print model's sections (headings under a page's title), each given an id to jump to. */
export function sectionHeadingIds(items: readonly PrintItem[]): ReadonlyMap<PrintItem, string> {
  const ids = new Map<PrintItem, string>();
  for (const item of items)
    if (item.type === 'heading' && item.level === 2)
      ids.set(item, `print-${item.page}-section-${ids.size + 1}`);
  return ids;
}

/**
 * "Jump to": each page and its sections, then the extra links, so a reader goes straight to
 * what they need instead of scrolling twelve screens.
 */
export function SectionJumps({
  items,
  headingIds,
  extra,
}: {
  items: readonly PrintItem[];
  headingIds: ReadonlyMap<PrintItem, string>;
  extra: readonly SectionJump[];
}) {
  return (
    <nav aria-label="Jump to a section" className="print-jumps" data-testid="section-jumps">
      <ul>
        {PAGE_IDS.map((pageId) => (
          <li key={pageId}>
            <a href={`#print-${pageId}`}>
              Step {pages[pageId].step}: {pages[pageId].title}
            </a>
            <ul>
              {items.flatMap((item) => {
                const id = headingIds.get(item);
                return id && item.type === 'heading' && item.page === pageId
                  ? [
                      <li key={id}>
                        <a href={`#${id}`}>{item.text}</a>
                      </li>,
                    ]
                  : [];
              })}
            </ul>
          </li>
        ))}
        {extra.map((jump) => (
          <li key={jump.href}>
            <a href={jump.href}>{jump.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
