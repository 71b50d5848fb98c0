// Provided at build time by build-pages.ts from the engine (see about-form.ts).
declare module 'virtual:about-rjsf' {
  export const schema: Record<string, unknown>;
  export const uiSchema: Record<string, unknown>;
}
