// The schema extension (codemirror-json-schema 0.8) checks with json-schema-library's Draft04,
// whose walker also reads an object `items` as a list of item schemas ("items/*"). So the
// `properties` of an item schema is taken for a schema when it lists a property named after an
// object keyword ("required": site.json's checklist), and its property "id" for Draft04's `id`
// keyword: compiling then throws `id.startsWith is not a function` on every keystroke. Wrapping
// such an item schema in a one-member allOf means the same, keeps it out of that walk, and keeps
// completion and messages as they were (a $ref lost completion beside a typed "id"). Only the
// editor's copy changes; the server validates with the schemas as written.

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the walker, reading the item schema's members as schemas, meets an "id" that is not a string. */
const misreadById = (items: Record<string, Json>): boolean =>
  Object.values(items).some(
    (value) => isObject(value) && 'id' in value && typeof value.id !== 'string',
  );

/** The schema with every item schema the Draft04 walker would crash on wrapped in allOf. */
export function editorSchema(schema: object): object {
  const rewrite = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!isObject(value)) return value;
    const copy = Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, rewrite(child)]),
    );
    if (isObject(copy.items) && misreadById(copy.items)) copy.items = { allOf: [copy.items] };
    return copy;
  };
  return rewrite(schema) as object;
}
