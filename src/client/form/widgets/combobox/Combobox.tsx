import { createElement, useState, useSyncExternalStore } from 'react';
import { useComboboxBehaviour } from './combobox-behaviour';
import { ComboboxHandoff } from './combobox-handoff';
import type { ComboboxProps } from './combobox-props';
import { PlainCombobox } from './PlainCombobox';
import './combobox.css';

export type { ComboboxProps, ComboItem } from './combobox-props';

/**
 * An editable combobox (WAI-ARIA 1.2 pattern): type to filter, arrows to move, Home and End,
 * Enter to choose, Escape to close, Tab to leave. It is drawn as a plain input (the same id,
 * label, value and attributes) until Downshift has loaded, which the input's first focus,
 * pointer or key starts; the Downshift combobox then takes over with the focus, the selection,
 * the typed text and the list as the applicant left them (combobox-handoff.ts).
 */
export function Combobox(props: ComboboxProps) {
  const DownshiftCombobox = useComboboxBehaviour();
  const [handoff] = useState(() => new ComboboxHandoff());
  const pressing = useSyncExternalStore(handoff.subscribe, handoff.isPressing, () => false);
  // The loaded module's component (the same one every render); as JSX through a local name the
  // linter would take it for a component made during render.
  return DownshiftCombobox && !pressing ? (
    createElement(DownshiftCombobox, { ...props, handoff })
  ) : (
    <PlainCombobox {...props} handoff={handoff} />
  );
}
