import type { ConfirmSwapNode } from '../../../engine';
import { useFormEnvironment } from '../form-context';
import { PrintCheckbox } from '../print/PrintQuestion';
import { useRenderCount } from '../render-count';
import { Checkbox } from '../widgets/CheckboxWidget';
import { NodeList } from './NodeList';

/** A confirm box whose ticking swaps the before content for the after content (engine's visibility). */
export function ConfirmSwapView({ node }: { node: ConfirmSwapNode }) {
  const { mode } = useFormEnvironment();
  useRenderCount(`node:${node.id}`);
  return (
    <div className="confirm-swap">
      <div aria-live="polite">
        <NodeList nodes={node.before} />
        <NodeList nodes={node.after} />
      </div>
      {mode === 'print' ? (
        <PrintCheckbox answerKey={node.key} label={node.label} />
      ) : (
        <Checkbox answerKey={node.key} label={node.label} required={node.required} />
      )}
    </div>
  );
}
