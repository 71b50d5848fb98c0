import type { FormEvent, ReactNode } from 'react';
import { PAGE_IDS, type PageDefinition } from '../../engine';
import { useRichT } from '../i18n/use-rich-t';
import { useT } from '../i18n/use-t';

// Spec section 2: the form wrapper is a main area containing a form; submit does nothing.
// (Its submit button runs Save & Continue or Submit from its own click: FormActions.)
const ignoreSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

/**
 * An application page's form: its step, its title (the form's name), the required note, then
 * what the page draws. The applicant's page and the staff preview share it.
 */
export function ApplicationForm({ page, children }: { page: PageDefinition; children: ReactNode }) {
  const t = useT();
  const richT = useRichT();
  return (
    <form
      className="application-form"
      noValidate
      onSubmit={ignoreSubmit}
      aria-labelledby="page-title"
    >
      <p className="application-form__step">
        {t('form.step', { step: page.step, steps: PAGE_IDS.length })}
      </p>
      <h1 id="page-title" className="application-form__title">
        {page.title}
      </h1>
      <p className="application-form__required-note">
        {richT('form.requiredNote', {
          marker: () => (
            <>
              <span aria-hidden="true">*</span>
              <span className="visually-hidden">{t('form.requiredWord')}</span>
            </>
          ),
        })}
      </p>
      {children}
    </form>
  );
}
