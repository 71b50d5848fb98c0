import type { ConfirmSwapNode } from '../../../engine';
import { useAnswer } from '../../stores/answers';
import { useFormEnvironment } from '../form-context';
import { PrintCheckbox } from '../print/PrintQuestion';
import { Checkbox } from '../widgets/CheckboxWidget';
import { NodeList } from './NodeList';

/** A confirm box whose ticking swaps the before content for the after content. */
export function ConfirmSwapView({ node }: { node: ConfirmSwapNode }) {
  const checked = useAnswer(node.key) === true;
  const { mode } = useFormEnvironment();
  return (
    <div className="confirm-swap">
      <div aria-live="polite">
        <NodeList nodes={checked ? node.after : node.before} />
      </div>
      {mode === 'print' ? (
        <PrintCheckbox answerKey={node.key} label={node.label} />
      ) : (
        <Checkbox answerKey={node.key} label={node.label} required={node.required} />
      )}
    </div>
  );
}
