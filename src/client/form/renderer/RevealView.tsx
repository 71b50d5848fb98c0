import { useId, useState } from 'react';
import type { RevealNode } from '../../../engine';
import { NodeList } from './NodeList';
import { useControl } from './use-control';

/** Checkbox-triggered: the engine shows the children while the box is ticked, else what they replace. */
function CheckboxReveal({ node }: { node: RevealNode }) {
  const on = useControl((c) => c.visibility.shownLists.has(node.children));
  if (on) return <NodeList nodes={node.children} />;
  return node.mode === 'replace' ? <NodeList nodes={node.replaces ?? []} /> : null;
}

/** A button that shows (or swaps in) content; screen state only, nothing is saved. */
function ButtonReveal({
  node,
  label,
  hideLabel,
}: {
  node: RevealNode;
  label: string;
  hideLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="reveal">
      <button
        type="button"
        className="link-button reveal__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {open && hideLabel ? hideLabel : label}
      </button>
      <div id={panelId} className="reveal__panel" hidden={!open}>
        {open && <NodeList nodes={node.children} />}
      </div>
      {node.mode === 'replace' && !open && <NodeList nodes={node.replaces ?? []} />}
    </div>
  );
}

export function RevealView({ node }: { node: RevealNode }) {
  const { trigger } = node;
  if ('checkbox' in trigger) return <CheckboxReveal node={node} />;
  return (
    <ButtonReveal node={node} label={trigger.button.label} hideLabel={trigger.button.hideLabel} />
  );
}
