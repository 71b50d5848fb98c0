import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { StaffSummary } from '../../../contracts/staff-accounts';
import { EVERY_CATEGORY, site } from '../../../engine';
import { queryClient } from '../../app/query-client';
import { CheckboxChoice } from '../CheckboxChoice';
import { ErrorNotice } from '../ErrorNotice';
import { setStaffGrants, staffListKey } from '../api/admin';
import { grantsText } from './grants-text';

/**
 * Need to know (issue 33): the sensitive categories an account is granted, and an admin's form to
 * change them: every category (those the office adds later too) or some of site.json's.
 */
export function GrantsEditor({ account, isMe }: { account: StaffSummary; isMe: boolean }) {
  const [open, setOpen] = useState(false);
  const [every, setEvery] = useState(account.grants.includes(EVERY_CATEGORY));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(account.grants));
  const opener = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLFieldSetElement>(null);
  const revalidator = useRevalidator();
  const save = useMutation({
    mutationFn: () => setStaffGrants(account.id, every ? [EVERY_CATEGORY] : [...chosen]),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffListKey });
      // One's own grants decide what the workspace offers (the export's columns).
      if (isMe) void revalidator.revalidate();
      close();
    },
  });
  const idBase = `grants-${account.id}`;

  // Focus moves into the form when it opens and back to its button when it closes.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) first.current?.querySelector('input')?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  function close() {
    setOpen(false);
  }

  function toggle(id: string, on: boolean) {
    setChosen((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  if (!open)
    return (
      <>
        <span data-testid="staff-grants">{grantsText(account.grants)}</span>{' '}
        <button
          ref={opener}
          type="button"
          className="button button--secondary"
          onClick={() => {
            setEvery(account.grants.includes(EVERY_CATEGORY));
            setChosen(new Set(account.grants));
            setOpen(true);
          }}
        >
          Change{' '}
          <span className="visually-hidden">the sensitive categories of {account.username}</span>
        </button>
      </>
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <fieldset ref={first}>
        <legend>Sensitive categories granted to {account.username}</legend>
        <CheckboxChoice
          id={`${idBase}-every`}
          label="Every category, those added later too"
          checked={every}
          onChange={setEvery}
        />
        {!every &&
          site.sensitiveCategories.map((category) => (
            <CheckboxChoice
              key={category.id}
              id={`${idBase}-${category.id}`}
              label={category.label}
              checked={chosen.has(category.id)}
              onChange={(on) => toggle(category.id, on)}
            />
          ))}
      </fieldset>
      <ErrorNotice error={save.error} />
      <button type="submit" className="button" aria-disabled={save.isPending || undefined}>
        Save categories
      </button>{' '}
      <button type="button" className="button button--secondary" onClick={close}>
        Cancel
      </button>
    </form>
  );
}
