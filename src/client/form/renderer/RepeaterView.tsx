import { createElement, useState } from 'react';
import {
  ADD_ANOTHER_MAX,
  expandTemplateText,
  repeaterInstances,
  type RepeaterNode,
} from '../../../engine';
import { toast } from '../../components/toast/toast-store';
import { putAddAnother } from '../api/view-state';
import { useFormEnvironment } from '../form-context';
import { useRenderCount } from '../render-count';
import { useAddAnotherCount, useViewStore } from '../stores/view-store';
import { HeadingLevelContext, headingTag, useHeadingLevel } from './heading-level';
import { NodeList } from './NodeList';

function focusFirstField(container: string) {
  // After the new entry is drawn: move the applicant into it, as the button promised.
  requestAnimationFrame(() => {
    document
      .getElementById(container)
      ?.querySelector<HTMLElement>('input, select, textarea, button')
      ?.focus();
  });
}

/**
 * Entries the applicant adds. The count comes from the server (default 1); the Add Another
 * button shows only to a logged-in applicant below the repeater's maximum (at most 10).
 */
export function RepeaterView({ node }: { node: RepeaterNode }) {
  const { loggedIn, mode } = useFormEnvironment();
  const stored = useAddAnotherCount(node.buttonId);
  const max = Math.min(node.max, ADD_ANOTHER_MAX);
  const count = Math.max(1, Math.min(stored, max));
  const [busy, setBusy] = useState(false);
  const level = useHeadingLevel();
  useRenderCount(`node:${node.id}`);
  const entries = repeaterInstances(node).slice(0, count);
  const entryId = (n: number) => `${node.id}-entry-${n}`;

  async function addAnother() {
    setBusy(true);
    try {
      await putAddAnother(node.buttonId, count + 1);
      useViewStore.getState().setAddAnother(node.buttonId, count + 1);
      focusFirstField(entryId(count + 1));
    } catch {
      toast.error(`Error adding another ${node.buttonId}`);
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
        </div>
      ))}
      {mode === 'edit' && loggedIn && count < max && (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void addAnother()}
        >
          {node.buttonLabel ?? 'Add Another'}
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
