/** Where the plain input's caret was when it was replaced while focused. */
export interface HandedFocus {
  start: number | null;
  end: number | null;
}

/** What the Downshift combobox does on taking over. */
export interface Handed {
  focus: HandedFocus | null;
  /** Typing, an arrow key or a click would have opened the list by now. */
  open: boolean;
  /** It was opened by typing: the first match is active (else the chosen option). */
  typed: boolean;
  /** Enter was pressed on that list: its active option is chosen. */
  choose: boolean;
}

/**
 * What the applicant did in the plain input before Downshift arrived (combobox-behaviour.ts),
 * so the Downshift combobox that replaces it carries on as if it had been there all along.
 * One per combobox, written by the plain input's events and read once by its successor.
 */
export class ComboboxHandoff {
  private noted: Handed = { focus: null, open: false, typed: false, choose: false };
  private pressing = false;
  private readonly listeners = new Set<() => void>();

  /**
   * A pointer went down on the plain input. Until its click has been handled the plain input
   * stays: replaced in between, the click would land on neither input and the list would not
   * open. A press that ends without a click (released elsewhere, cancelled) ends there too.
   */
  pressed(view: Window): void {
    this.setPressing(true);
    // After the click that follows the release, in the same task, has been handled.
    const release = () => view.setTimeout(() => this.setPressing(false), 0);
    view.addEventListener('pointerup', release, { once: true, capture: true });
    view.addEventListener('pointercancel', release, { once: true, capture: true });
  }

  /** For useSyncExternalStore: whether a press on the plain input is under way. */
  readonly isPressing = (): boolean => this.pressing;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setPressing(value: boolean): void {
    if (this.pressing === value) return;
    this.pressing = value;
    for (const listener of this.listeners) listener();
  }

  typed(): void {
    this.noted.open = true;
    this.noted.typed = true;
  }

  /** An arrow key opens a closed list on the chosen option. */
  arrowed(): void {
    if (!this.noted.open) this.noted = { ...this.noted, open: true, typed: false };
  }

  /** A click opens a closed list and closes an open one. */
  clicked(): void {
    this.noted = { ...this.noted, open: !this.noted.open, typed: false };
  }

  closed(): void {
    this.noted.open = false;
  }

  /** Enter: true when it chooses from the list (and must not submit the form). */
  entered(): boolean {
    if (this.noted.open) this.noted.choose = true;
    return this.noted.open;
  }

  /** The plain input is being taken out of the page: was it focused, and where was the caret? */
  replaced(input: HTMLInputElement | null): void {
    this.noted.focus =
      input && input.ownerDocument.activeElement === input
        ? { start: input.selectionStart, end: input.selectionEnd }
        : null;
  }

  /** Its focus moves on to the Downshift combobox: the blur of the removal is not a leave. */
  get replacing(): boolean {
    return this.noted.focus !== null;
  }

  /** What was noted, once: the next call finds nothing. */
  take(): Handed {
    const noted = this.noted;
    this.noted = { focus: null, open: false, typed: false, choose: false };
    return noted;
  }
}
