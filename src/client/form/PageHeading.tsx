import { PAGE_IDS, type PageDefinition } from '../../engine';

/** The top of an application page: its step, its title (the form's name) and the required note. */
export function PageHeading({ page }: { page: PageDefinition }) {
  return (
    <>
      <p className="application-form__step">
        Step {page.step} of {PAGE_IDS.length}
      </p>
      <h1 id="page-title" className="application-form__title">
        {page.title}
      </h1>
      <p className="application-form__required-note">
        Questions marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">required</span> must be answered before you submit.
      </p>
    </>
  );
}
