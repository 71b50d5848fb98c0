import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { aboutFields, aboutRjsfSchema, type BenchField } from './about-form';

/**
 * Builds the two peer pages of the typing race with Vite (production React) into `outDir`:
 * rjsf.html (react-jsonschema-form drawing the About page from one generated JSON Schema) and
 * plain.html (the same inputs as static HTML, no script: the floor).
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
const virtualId = 'virtual:about-rjsf';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );
}

function fieldHtml(field: BenchField): string {
  const { key } = field;
  const label = escapeHtml(field.label);
  const option = (o: { value: string; label: string }) =>
    `<option value="${escapeHtml(o.value)}">${escapeHtml(o.label)}</option>`;
  switch (field.kind) {
    case 'select':
      return `<div><label for="${key}">${label}</label><select id="${key}" name="${key}"><option value=""></option>${field.options.map(option).join('')}</select></div>`;
    case 'radio':
      return `<fieldset><legend>${label}</legend>${field.options
        .map(
          (o, i) =>
            `<label><input type="radio" id="${key}_${i}" name="${key}" value="${escapeHtml(o.value)}"> ${escapeHtml(o.label)}</label>`,
        )
        .join('')}</fieldset>`;
    case 'checkbox':
      return `<div><label><input type="checkbox" id="${key}" name="${key}"> ${label}</label></div>`;
    case 'textarea':
      return `<div><label for="${key}">${label}</label><textarea id="${key}" name="${key}"></textarea></div>`;
    case 'text':
      return `<div><label for="${key}">${label}</label><input type="text" id="${key}" name="${key}" maxlength="${field.maxLength ?? 45}"></div>`;
  }
}

/** The generated schema as a module, and the plain page's inputs written into its HTML. */
function aboutPagesPlugin(): Plugin {
  return {
    name: 'bench-about-pages',
    resolveId: (id) => (id === virtualId ? `\0${virtualId}` : null),
    load(id) {
      if (id !== `\0${virtualId}`) return null;
      const { schema, uiSchema } = aboutRjsfSchema();
      return `export const schema = ${JSON.stringify(schema)};\nexport const uiSchema = ${JSON.stringify(uiSchema)};\n`;
    },
    transformIndexHtml(html, context) {
      if (!context.filename.endsWith('plain.html')) return html;
      return html.replace('<!-- about-fields -->', aboutFields().map(fieldHtml).join('\n'));
    },
  };
}

export async function buildTypingPages(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [aboutPagesPlugin(), react()],
    server: { fs: { allow: [projectRoot] } },
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 2000, // one page, one chunk: rjsf and ajv are what is measured
      rollupOptions: { input: { rjsf: `${root}rjsf.html`, plain: `${root}plain.html` } },
    },
  });
}
