import type { FormEvent, ReactNode } from 'react';

interface Props {
  /** Called instead of the browser's submission: the page checks the values and sends them. */
  onSubmit: () => void;
  /** The request runs: the form says it is busy and its button that it is disabled. */
  pending: boolean;
  submitLabel: string;
  /** The button is disabled for another reason the page shows (a missing invitation link). */
  blocked?: boolean;
  children: ReactNode;
}

/**
 * The staff workspace's forms: the page's own messages instead of the browser's validation,
 * and one Submit button that stays focusable while the request runs (aria-disabled, not
 * disabled, so a screen reader still finds it).
 */
export function StaffForm({ onSubmit, pending, submitLabel, blocked = false, children }: Props) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form noValidate onSubmit={submit} aria-busy={pending || undefined}>
      {children}
      <button type="submit" className="button" aria-disabled={pending || blocked || undefined}>
        {submitLabel}
      </button>
    </form>
  );
}
