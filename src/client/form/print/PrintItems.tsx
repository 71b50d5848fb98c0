import { createElement } from 'react';
import type { PrintItem } from '../../../engine';

/**
 * An attached document's link in the staff workspace, by answer key (none: no links); with
 * `open`, following it shows the document in the page's viewer instead.
 */
export type DocumentLink = (
  key: string,
) => { href: string; name: string; open?: () => void } | undefined;

/** Headings of the print model under the page's h2: a section is an h3, an entry under it h4. */
const headingTag = (level: number) => `h${Math.min(level + 1, 6)}`;

function PrintField({
  item,
  documentLink,
}: {
  item: Extract<PrintItem, { type: 'field' }>;
  documentLink?: DocumentLink;
}) {
  const link = documentLink?.(item.key);
  return (
    <div className="print-field" id={item.key}>
      <p className="print-field__label">{item.label}</p>
      {item.lines.map((line, index) => (
        <p key={index} className="print-field__value">
          {line === '' ? '\u00a0' : line}
        </p>
      ))}
      {link && (
        <p className="print-field__value">
          <a
            href={link.href}
            target="_blank"
            rel="noopener"
            onClick={
              link.open &&
              ((event) => {
                event.preventDefault();
                link.open?.();
              })
            }
          >
            Open the document: {link.name} (PDF)
          </a>
        </p>
      )}
    </div>
  );
}

/** One page's items of the engine's print model, read-only and print-style. */
export function PrintItems({
  items,
  documentLink,
  headingIds,
}: {
  items: readonly PrintItem[];
  documentLink?: DocumentLink;
  /** Ids of the headings section links jump to. */
  headingIds?: ReadonlyMap<PrintItem, string>;
}) {
  return items.map((item, index) => {
    if (item.type === 'heading')
      return createElement(
        headingTag(item.level),
        { key: index, id: headingIds?.get(item) },
        item.text,
      );
    if (item.type === 'field')
      return <PrintField key={index} item={item} documentLink={documentLink} />;
    return (
      <p
        key={index}
        className={item.key === undefined ? 'print-statement' : 'print-field print-field--checkbox'}
      >
        {item.text}
      </p>
    );
  });
}
