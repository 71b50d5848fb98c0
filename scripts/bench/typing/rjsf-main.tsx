import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { schema, uiSchema } from 'virtual:about-rjsf';

/** The way rjsf's docs draw a controlled form: formData follows every onChange. */
function AboutForm() {
  const [formData, setFormData] = useState<Record<string, unknown>>({});
  return (
    <Form
      schema={schema as RJSFSchema}
      uiSchema={uiSchema as UiSchema}
      validator={validator}
      formData={formData}
      onChange={(event) => setFormData(event.formData as Record<string, unknown>)}
    />
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('rjsf.html has no #root');
createRoot(root).render(<AboutForm />);
