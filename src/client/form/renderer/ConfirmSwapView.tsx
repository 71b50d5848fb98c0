import type { ConfirmSwapNode } from '../../../engine';
import { useFormEnvironment } from '../form-context';
import { Checkbox } from '../widgets/CheckboxWidget';
import { NodeList } from './NodeList';
import { useControl } from './use-control';

/** A confirm box whose ticking swaps the before content for the after content (engine's visibility). */
export function ConfirmSwapView({ node }: { node: ConfirmSwapNode }) {
  const checked = useControl((c) => c.visibility.shownLists.has(node.after));
  const environment = useFormEnvironment();
  return (
    <div className="confirm-swap">
      <div aria-live="polite">
        <NodeList nodes={checked ? node.after : node.before} />
      </div>
      {environment.mode === 'print' ? (
        <environment.print.Checkbox answerKey={node.key} label={node.label} />
      ) : (
        <Checkbox answerKey={node.key} label={node.label} required={node.required} />
      )}
    </div>
  );
}
