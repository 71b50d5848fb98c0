import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';

const types = useCombobox.stateChangeTypes;

/**
 * Where the active option starts when the list opens: on the chosen option (so arrows move
 * from the answer), else on the first one.
 */
export function openingIndex(count: number, chosenIndex: number): number {
  return count === 0 ? -1 : Math.max(chosenIndex, 0);
}

/**
 * Downshift's state changes, with three of our own rules on top:
 * - opening (click, arrows) activates the chosen option, and typing activates the first match,
 *   so Enter takes it;
 * - leaving the field (Tab, a click elsewhere) only closes the list: a free-text autocomplete
 *   must keep what was typed rather than take the active suggestion;
 * - Escape only closes the list; on a closed list it does not erase the answer.
 */
export function comboboxReducer<Item>(
  chosenIndex: number,
): (
  state: UseComboboxState<Item>,
  action: UseComboboxStateChangeOptions<Item>,
) => Partial<UseComboboxState<Item>> {
  return (state, { type, changes, props }) => {
    const count = props.items.length;
    switch (type) {
      case types.InputClick:
      case types.InputKeyDownArrowDown:
      case types.InputKeyDownArrowUp:
        return !state.isOpen && changes.isOpen
          ? { ...changes, highlightedIndex: openingIndex(count, chosenIndex) }
          : changes;
      case types.InputChange:
        return { ...changes, highlightedIndex: 0 };
      case types.InputBlur:
      case types.InputKeyDownEscape:
        return { ...state, isOpen: false, highlightedIndex: -1 };
      default:
        return changes;
    }
  };
}
