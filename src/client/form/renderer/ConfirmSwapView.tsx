import type { ConfirmSwapNode } from '../../../engine';
import { Checkbox } from '../widgets/CheckboxWidget';
import { NodeList } from './NodeList';
import { useControl } from './use-control';

/** A confirm box whose ticking swaps the before content for the after content (engine's visibility). */
export function ConfirmSwapView({ node }: { node: ConfirmSwapNode }) {
  const checked = useControl((c) => c.visibility.shownLists.has(node.after));
  return (
    <div className="confirm-swap">
      <div aria-live="polite">
        <NodeList nodes={checked ? node.after : node.before} />
      </div>
      <Checkbox answerKey={node.key} label={node.label} required={node.required} />
    </div>
  );
}
