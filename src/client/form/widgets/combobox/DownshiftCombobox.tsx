import { useT } from '../../../i18n/use-t';
import { useCombobox } from 'downshift';
import { useLayoutEffect, useMemo } from 'react';
import { inputAttributes, type ComboboxStageProps, type ComboItem } from './combobox-props';
import { comboboxReducer, openingIndex } from './combobox-state';
import { ComboboxFrame } from './ComboboxFrame';

const itemToString = (item: ComboItem | null) => item?.label ?? '';
const itemToKey = (item: ComboItem | null) => item?.id;

/**
 * The combobox on Downshift's useCombobox, loaded on demand (combobox-behaviour.ts). The
 * input's text and the answer belong to the widget using it. On mounting it takes over from
 * the plain input it replaces: the focus and caret, an open list, an Enter already pressed.
 */
export function DownshiftCombobox(props: ComboboxStageProps) {
  const t = useT();
  const { id, loading = false, selectedId, handoff } = props;
  const items = props.items as ComboItem[];
  const listId = `${id}__listbox`;
  const chosenIndex = items.findIndex((item) => item.id === selectedId);
  const stateReducer = useMemo(() => comboboxReducer<ComboItem>(chosenIndex), [chosenIndex]);
  const {
    isOpen,
    highlightedIndex,
    getInputProps,
    getMenuProps,
    getItemProps,
    openMenu,
    setHighlightedIndex,
  } = useCombobox({
    items,
    itemToString,
    itemToKey,
    inputId: id,
    menuId: listId,
    getItemId: (index) => `${id}__option-${index}`,
    inputValue: props.inputValue,
    // The answer is kept by the widget, so Downshift never holds a chosen item: choosing the
    // option already chosen still reports (and resets the typed filter).
    selectedItem: null,
    stateReducer,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) props.onChoose(selectedItem);
    },
  });

  // Before the first paint, so the swap is invisible and no key press falls in between.
  useLayoutEffect(() => {
    const noted = handoff.take();
    const element = document.getElementById(id);
    if (noted.focus && element instanceof HTMLInputElement) {
      element.focus({ preventScroll: true });
      element.setSelectionRange(noted.focus.start, noted.focus.end);
    }
    const active = noted.typed ? 0 : openingIndex(items.length, chosenIndex);
    const item = items[active];
    if (noted.choose && item) {
      props.onChoose(item);
    } else if (noted.open) {
      openMenu();
      setHighlightedIndex(active);
    }
    // Once, on taking over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const showList = isOpen && !loading && items.length > 0;
  // Asked for on every render (Downshift checks it); the list is drawn only while it shows.
  const menuProps = getMenuProps(
    { 'aria-label': props.label, className: 'combobox__list' },
    { suppressRefError: true },
  );
  const activeIndex = showList && highlightedIndex < items.length ? highlightedIndex : -1;

  return (
    <ComboboxFrame
      open={isOpen}
      loading={loading}
      count={items.length}
      chevron={props.chevron !== false}
      input={
        <input
          {...getInputProps({
            ...inputAttributes(props),
            // Told in the event, not in Downshift's onInputValueChange (an effect after the
            // render), so the controlled input never draws a stale value and the caret stays.
            onChange: (event) => props.onInputChange(event.currentTarget.value),
            onBlur: props.onBlur,
            // The label is FieldShell's <label for=id>; the list is named by aria-label below.
            'aria-labelledby': undefined,
            'aria-expanded': showList,
            'aria-controls': showList ? listId : undefined,
            'aria-activedescendant': activeIndex >= 0 ? `${id}__option-${activeIndex}` : undefined,
          })}
        />
      }
      popup={
        isOpen && (
          <div className="combobox__popup">
            {showList ? (
              <ul {...menuProps}>
                {items.map((item, index) => (
                  <li
                    key={item.id}
                    {...getItemProps({
                      item,
                      index,
                      className: [
                        'combobox__option',
                        index === activeIndex ? 'combobox__option--active' : '',
                        item.id === selectedId ? 'combobox__option--chosen' : '',
                      ]
                        .filter(Boolean)
                        .join(' '),
                    })}
                  >
                    <span className="combobox__option-label">{item.label}</span>
                    {item.detail && <span className="combobox__option-detail">{item.detail}</span>}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="combobox__message">
                {t(loading ? 'select.loading' : 'select.noOptions')}
              </p>
            )}
          </div>
        )
      }
    />
  );
}
