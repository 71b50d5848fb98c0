import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { loadComboboxBehaviour } from './combobox-behaviour';
import { inputAttributes, type ComboboxStageProps } from './combobox-props';
import { ComboboxFrame } from './ComboboxFrame';

/** Downshift's input while its list is closed: aria-controls names the list only while it exists. */
const CLOSED_COMBOBOX = {
  role: 'combobox',
  'aria-autocomplete': 'list',
  'aria-expanded': false,
  autoComplete: 'off',
} as const;

function wake(): void {
  void loadComboboxBehaviour();
}

/**
 * The combobox before Downshift has loaded: the input Downshift draws while its list is
 * closed, which edits the text as usual. It notes in the handoff what would have opened the
 * list or chosen from it by now, and, as it is replaced, whether it had the focus and where
 * the caret was, so the Downshift combobox carries on from there and nothing typed is lost.
 */
export function PlainCombobox(props: ComboboxStageProps) {
  const { handoff } = props;
  const input = useRef<HTMLInputElement>(null);

  // A layout effect's cleanup runs before React takes the input out of the page.
  useLayoutEffect(() => () => handoff.replaced(input.current), [handoff]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    wake();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') handoff.arrowed();
    else if (event.key === 'Escape') handoff.closed();
    // Downshift would choose the active option here, not submit the form.
    else if (event.key === 'Enter' && handoff.entered()) event.preventDefault();
  }

  return (
    <ComboboxFrame
      open={false}
      loading={false}
      count={0}
      chevron={props.chevron !== false}
      input={
        <input
          {...inputAttributes(props)}
          {...CLOSED_COMBOBOX}
          ref={input}
          id={props.id}
          value={props.inputValue}
          onChange={(event) => {
            handoff.typed();
            props.onInputChange(event.currentTarget.value);
          }}
          onFocus={wake}
          onPointerEnter={wake}
          onPointerDown={(event) => {
            wake();
            handoff.pressed(event.currentTarget.ownerDocument.defaultView ?? window);
          }}
          onClick={() => handoff.clicked()}
          onKeyDown={onKeyDown}
          onBlur={() => {
            // Not when it is being replaced: the Downshift combobox takes the focus over.
            if (handoff.replacing) return;
            handoff.closed();
            props.onBlur?.();
          }}
        />
      }
    />
  );
}
