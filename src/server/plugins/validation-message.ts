import type { FastifySchemaValidationError } from 'fastify';

const where: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
  headers: 'request headers',
};

/** "a string", "an integer", "an object or a null". */
const withArticle = (type: string) => `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;

function field(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.');
}

/** One sentence naming the offending field, from the first schema error. */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context = 'body',
): string {
  const first = errors[0];
  const place = where[context] ?? context;
  if (!first) return `The ${place} is not valid.`;
  const path = field(first.instancePath);
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'required') {
    return `The field "${path ? `${path}.` : ''}${String(params.missingProperty)}" is required in the ${place}.`;
  }
  if (first.keyword === 'additionalProperties') {
    return `The field "${path ? `${path}.` : ''}${String(params.additionalProperty)}" is not allowed in the ${place}.`;
  }
  // A key refused by propertyNames (a file name a form version does not hold): named, as the
  // schema's own words ("must be equal to one of the allowed values") name nothing.
  const { propertyName } = first as { propertyName?: string };
  if (propertyName !== undefined) {
    return `The name "${propertyName}" is not allowed in the field "${path}" of the ${place}.`;
  }
  if (first.keyword === 'type') {
    const types = String(params.type).split(',');
    return path
      ? `The field "${path}" in the ${place} must be ${types.map(withArticle).join(' or ')}.`
      : `The ${place} must be a JSON ${types.join(' or ')}.`;
  }
  if (!path) return `The ${place} ${first.message ?? 'is not valid'}.`;
  return `The field "${path}" in the ${place} ${first.message ?? 'is not valid'}.`;
}
