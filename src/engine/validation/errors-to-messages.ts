// AJV errors -> messages per answer key, in small stages:
// raw AJV errors -> field errors {key, message} -> error map with duplicates removed.
import type { ErrorObject } from 'ajv';
import { activeDefinitions } from '../definitions/active-definitions';
import { FALLBACK_MESSAGE } from '../definitions/engine-texts';
import { interpolateSite, site } from '../definitions/site';
import type { ErrorMap } from '../types';

export interface FieldError {
  key: string;
  message: string;
}

/** '/first_name' -> 'first_name' (JSON Pointer unescaping); '' for the whole object. */
export function keyOfPath(instancePath: string): string {
  const first = instancePath.split('/')[1] ?? '';
  return first.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Fills {limit} and the other {name}s of a message from the original error's params. */
export function fillParams(message: string, params: Record<string, unknown> | undefined): string {
  if (!params || !message.includes('{')) return message;
  return message.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Stage 1: AJV's errors (after ajv-errors) to field errors. */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldError[] {
  const out: FieldError[] = [];
  // A message in the active set's language, before its {limit} and {site.x} are filled.
  const { translate } = activeDefinitions();
  for (const error of errors ?? []) {
    // "must match then schema" repeats what the then-branch already reported.
    if (error.keyword === 'if') continue;
    if (error.keyword === 'errorMessage') {
      const originals = (error.params as { errors?: ErrorObject[] }).errors ?? [];
      const original = originals[0];
      const key =
        original?.keyword === 'required'
          ? String((original.params as { missingProperty?: string }).missingProperty ?? '')
          : keyOfPath(error.instancePath);
      if (!key) continue;
      const message = interpolateSite(
        fillParams(translate(error.message ?? FALLBACK_MESSAGE), original?.params),
        site,
      );
      out.push({ key, message });
      continue;
    }
    const key =
      error.keyword === 'required'
        ? String((error.params as { missingProperty?: string }).missingProperty ?? '')
        : keyOfPath(error.instancePath);
    if (key) out.push({ key, message: translate(FALLBACK_MESSAGE) });
  }
  return out;
}

/** Stage 2: field errors to the error map, each message once per key. */
export function toErrorMap(fieldErrors: readonly FieldError[]): ErrorMap {
  const map: ErrorMap = {};
  for (const { key, message } of fieldErrors) {
    const list = (map[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return map;
}

/** Merges error maps (page maps into the application's), keeping messages unique. */
export function mergeErrorMaps(...maps: readonly ErrorMap[]): ErrorMap {
  const out: ErrorMap = {};
  for (const map of maps) {
    for (const [key, messages] of Object.entries(map)) {
      const list = (out[key] ??= []);
      for (const message of messages) if (!list.includes(message)) list.push(message);
    }
  }
  return out;
}
