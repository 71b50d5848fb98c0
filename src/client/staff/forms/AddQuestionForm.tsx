import { useState } from 'react';
import {
  addQuestion,
  SIMPLE_WIDGETS,
  type SimpleWidget,
} from '../../../engine/definitions/add-question';
import { PAGE_IDS, type PageId } from '../../../engine/types';
import type { FormFilesWire } from '../../../contracts/forms';
import { Notice } from '../../components/Notice';
import { TextField } from '../../components/fields/TextField';
import { StaffForm } from '../StaffForm';
import { filesOf, type DraftTexts } from './draft-texts';
import { pageSections } from './page-sections';
import { SelectField } from './SelectField';

interface Props {
  texts: DraftTexts;
  /** The files the question changed, to replace in the draft. */
  onAdd(files: FormFilesWire, pageFile: string): void;
}

type Field = 'key' | 'label' | 'spanishLabel' | 'section' | 'page';

const WIDGET_LABELS: Record<SimpleWidget, string> = {
  text: 'Short text',
  textarea: 'Long text',
  email: 'E-mail address',
  phone: 'Phone number',
  date: 'Date',
  checkbox: 'Yes/no box',
};

/**
 * "Add a question": the question, its answers-model entry and (when required) its page-schema
 * rule, written into the draft in one go.
 */
export function AddQuestionForm({ texts, onAdd }: Props) {
  const [page, setPage] = useState<PageId>('about');
  const [section, setSection] = useState('');
  const [key, setKey] = useState('');
  const [label, setLabel] = useState('');
  const [spanishLabel, setSpanishLabel] = useState('');
  const [widget, setWidget] = useState<SimpleWidget>('text');
  const [required, setRequired] = useState(false);
  const [problem, setProblem] = useState<{ field: Field; message: string }>();
  const [added, setAdded] = useState<string>();
  const sections = pageSections(texts[`forms/${page}.json`]);

  function refuse(found: { field: Field; message: string }) {
    setProblem(found);
    document.getElementById(`add-question-${found.field}`)?.focus();
  }

  function submit() {
    setAdded(undefined);
    const parsed = filesOf(texts);
    if ('unparsed' in parsed)
      return refuse({
        field: 'page',
        message: `Correct the JSON of ${parsed.unparsed.join(', ')} first.`,
      });
    const question = {
      page,
      section: section || undefined,
      key,
      label,
      spanishLabel,
      widget,
      required,
    };
    const result = addQuestion(parsed.files, question);
    if ('problem' in result) return refuse(result.problem);
    setProblem(undefined);
    // addQuestion hands back the files it left alone as they were.
    const changed = Object.entries(result.files).filter(([f, data]) => parsed.files[f] !== data);
    onAdd(Object.fromEntries(changed), `forms/${page}.json`);
    setAdded(key.trim());
    setKey('');
    setLabel('');
    setSpanishLabel('');
  }

  const errorsOf = (field: Field) => (problem?.field === field ? [problem.message] : undefined);
  return (
    <section aria-labelledby="add-question-heading">
      <h2 id="add-question-heading">Add a question</h2>
      {added && (
        <Notice kind="success" testId="forms-question-added">
          <p>
            “{added}” is in the draft: its question, its answers-model entry
            {required ? ' and its required rule' : ''}.
          </p>
        </Notice>
      )}
      <StaffForm onSubmit={submit} pending={false} submitLabel="Add the question">
        <SelectField
          id="add-question-page"
          label="Page"
          value={page}
          options={PAGE_IDS.map((id) => ({ value: id, label: `forms/${id}.json` }))}
          onChange={(value) => {
            setPage(value as PageId);
            setSection('');
          }}
          errors={errorsOf('page')}
        />
        <SelectField
          id="add-question-section"
          label="Section"
          value={section}
          options={[{ value: '', label: 'The page’s last section' }, ...sections]}
          onChange={setSection}
          errors={errorsOf('section')}
        />
        <TextField
          id="add-question-key"
          label="Answer key"
          value={key}
          onChange={setKey}
          errors={errorsOf('key')}
          hint="Lower-case letters, digits and _, like preferred_email."
        />
        <TextField
          id="add-question-label"
          label="Label"
          value={label}
          onChange={setLabel}
          errors={errorsOf('label')}
        />
        <TextField
          id="add-question-spanishLabel"
          label="Label in Spanish"
          value={spanishLabel}
          onChange={setSpanishLabel}
          errors={errorsOf('spanishLabel')}
          hint="What applicants reading in Spanish see (forms/translations/es.json)."
        />
        <SelectField
          id="add-question-widget"
          label="Type"
          value={widget}
          options={SIMPLE_WIDGETS.map((value) => ({ value, label: WIDGET_LABELS[value] }))}
          onChange={(value) => setWidget(value as SimpleWidget)}
        />
        <div className="field">
          <label className="staff-radio">
            <input
              type="checkbox"
              id="add-question-required"
              checked={required}
              onChange={(event) => setRequired(event.target.checked)}
            />{' '}
            Required
          </label>
        </div>
      </StaffForm>
    </section>
  );
}
