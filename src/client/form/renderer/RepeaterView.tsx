import { useRichT } from '../../i18n/use-rich-t';
import { useT } from '../../i18n/use-t';
import { createElement, useState } from 'react';
import { expandTemplateText, type RepeaterControl, type RepeaterNode } from '../../../engine';
import { ConfirmDialogOnDemand } from '../../components/modal/confirm-dialog-on-demand';
import { openOnDemand } from '../../components/modal/on-demand-dialog';
import { visuallyHidden } from '../../components/visually-hidden';
import { useFormActions } from '../form-actions';
import { HeadingLevelContext, headingTag, useHeadingLevel } from './heading-level';
import { NodeList } from './NodeList';
import { useControl } from './use-control';

function focusFirstField(container: string) {
  // After the new entry is drawn: move the applicant into it, as the button promised.
  requestAnimationFrame(() => {
    document
      .getElementById(container)
      ?.querySelector<HTMLElement>('input, select, textarea, button')
      ?.focus();
  });
}

/** "Brother or sister 2" as the end of a sentence: "brother or sister 2". */
function inSentence(title: string): string {
  return title.charAt(0).toLowerCase() + title.slice(1);
}

/** The same entries and buttons: the view keeps what it drew. */
function sameEntries(a: RepeaterControl, b: RepeaterControl): boolean {
  return a.count === b.count && a.canAdd === b.canAdd && a.removable.join() === b.removable.join();
}

/**
 * Entries the applicant adds. The engine's control state says how many show, whether another
 * may be added and which may be removed (the first entry stays); this view draws them.
 */
export function RepeaterView({ node }: { node: RepeaterNode }) {
  const t = useT();
  const rich = useRichT();
  const actions = useFormActions();
  const { count, entries, canAdd, removable } = useControl(
    (control) => control.repeater(node),
    sameEntries,
  );
  const [busy, setBusy] = useState(false);
  /** The entry (1-based) whose removal waits for the applicant's confirmation. */
  const [removing, setRemoving] = useState<number | null>(null);
  const level = useHeadingLevel();
  const entryId = (n: number) => `${node.id}-entry-${n}`;
  /** Entry n's name as its heading shows it ("Brother or sister 2"), or "Entry 2" untitled. */
  const entryTitle = (n: number) =>
    node.itemTitle
      ? expandTemplateText(node.itemTitle, n, node.numbering)
      : t('repeater.entry', { n });

  async function addAnother() {
    setBusy(true);
    try {
      if (await actions.addEntry(node.buttonId, count + 1, entryTitle(count + 1)))
        focusFirstField(entryId(count + 1));
    } finally {
      setBusy(false);
    }
  }

  async function removeEntry(index: number) {
    setBusy(true);
    try {
      const shown = await actions.removeEntry(node.buttonId, index);
      if (shown === null) return;
      setRemoving(null);
      focusFirstField(entryId(Math.min(index, shown)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="repeater">
      {entries.map((entry, index) => (
        <div key={index} id={entryId(index + 1)} className="repeater__entry">
          {node.itemTitle &&
            createElement(
              headingTag(level),
              { className: 'repeater__title' },
              expandTemplateText(node.itemTitle, index + 1, node.numbering),
            )}
          <HeadingLevelContext.Provider value={level + 1}>
            <NodeList nodes={entry} />
          </HeadingLevelContext.Provider>
          {removable.includes(index + 1) && (
            <button
              type="button"
              className="button button--secondary repeater__remove"
              disabled={busy}
              onClick={() => openOnDemand(ConfirmDialogOnDemand, () => setRemoving(index + 1))}
            >
              {rich('repeater.removeButton', {
                entry: inSentence(entryTitle(index + 1)),
                hidden: visuallyHidden,
              })}
            </button>
          )}
        </div>
      ))}
      {removing !== null && (
        <ConfirmDialogOnDemand
          open
          title={t('repeater.removeTitle')}
          confirmLabel={t('repeater.remove')}
          busy={busy}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void removeEntry(removing)}
        >
          <p>
            {t(removing < count ? 'repeater.removeTextMoves' : 'repeater.removeText', {
              entry: entryTitle(removing),
            })}
          </p>
        </ConfirmDialogOnDemand>
      )}
      {canAdd && (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void addAnother()}
        >
          {node.buttonLabel ?? t('repeater.add')}
          {node.itemTitle && (
            <span className="visually-hidden">
              {' '}
              ({expandTemplateText(node.itemTitle, count + 1, node.numbering)})
            </span>
          )}
        </button>
      )}
    </div>
  );
}
