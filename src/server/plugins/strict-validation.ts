import Ajv from 'ajv';
import type { FastifyInstance } from 'fastify';

// Fastify's default AJV coerces types (5 becomes "5") and silently drops unknown properties;
// an API that must refuse wrong types and unknown fields needs neither for bodies. Query
// strings are text by nature, so they keep coercion.
const bodies = new Ajv({
  allowUnionTypes: true,
  coerceTypes: false,
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
});
const queries = new Ajv({
  allowUnionTypes: true,
  coerceTypes: true,
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
});

/** Sets strict validation for the routes of the calling (encapsulated) plugin. */
export function useStrictValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodies : queries).compile(schema),
  );
}
