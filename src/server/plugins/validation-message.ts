import type { FastifySchemaValidationError } from 'fastify';

const where: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
  headers: 'request headers',
};

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
  if (first.keyword === 'type') {
    const types = String(params.type).split(',').join(' or ');
    return path
      ? `The field "${path}" in the ${place} must be a ${types}.`
      : `The ${place} must be a JSON ${types}.`;
  }
  if (!path) return `The ${place} ${first.message ?? 'is not valid'}.`;
  return `The field "${path}" in the ${place} ${first.message ?? 'is not valid'}.`;
}
