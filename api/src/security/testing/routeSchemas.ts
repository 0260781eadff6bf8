/** Reading the routes' JSON schemas without assuming their shape: fields, types, nodes, and values they accept. */

/** A keyword of a JSON schema node, read without assuming its shape. */
export function keyword(node: unknown, name: string): unknown {
  if (typeof node !== 'object' || node === null) return undefined;
  return Object.getOwnPropertyDescriptor(node, name)?.value;
}

/** The names a route's schema knows (body properties, query or path parameters). */
export function knownFields(schema: unknown): string[] {
  const properties = keyword(schema, 'properties');
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}

/** The schema of one property of an object schema, if it declares one. */
export function fieldSchema(schema: unknown, name: string): unknown {
  return keyword(keyword(schema, 'properties'), name);
}

/** The types a schema node allows (`type` may be a name or a list of names). */
export function typesOf(schema: unknown): string[] {
  const type = keyword(schema, 'type');
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((name): name is string => typeof name === 'string') : [];
}

/** Whether a field holds numbers (or lists of numbers): where a non-finite value must be refused, not stored. */
export function isNumeric(schema: unknown): boolean {
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) return true;
  return types.includes('array') && isNumeric(keyword(schema, 'items'));
}

const TEXT_CANDIDATES = ['ann@houseplans.example', 'a', '1', ''];

function sampleText(schema: unknown): string {
  const minLength = Number(keyword(schema, 'minLength') ?? 0);
  const pattern = keyword(schema, 'pattern');
  const fits = (text: string) =>
    text.length >= minLength && (typeof pattern !== 'string' || new RegExp(pattern, 'u').test(text));
  return TEXT_CANDIDATES.find(fits) ?? 'a'.repeat(Math.max(1, minLength));
}

/**
 * A value the schema accepts, as far as a simple reading can tell: enough for a request to get past its required
 * fields to the one field the fuzz replaces with odd input. Best effort: a refusal of the sample is still a 4xx.
 */
export function sampleOf(schema: unknown): unknown {
  const constant = keyword(schema, 'const');
  if (constant !== undefined) return constant;
  const options = keyword(schema, 'enum');
  if (Array.isArray(options) && options.length > 0) return options[0];
  for (const name of ['anyOf', 'oneOf']) {
    const choices = keyword(schema, name);
    if (Array.isArray(choices) && choices.length > 0) return sampleOf(choices[0]);
  }
  const type = typesOf(schema).find((name) => name !== 'null');
  switch (type) {
    case 'string':
      return sampleText(schema);
    case 'integer':
    case 'number':
      return Number(keyword(schema, 'minimum') ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Number(keyword(schema, 'minItems') ?? 0) }, () => sampleOf(keyword(schema, 'items')));
    case 'object': {
      const required = keyword(schema, 'required');
      const names = Array.isArray(required) ? required.filter((name): name is string => typeof name === 'string') : [];
      return Object.fromEntries(names.map((name) => [name, sampleOf(fieldSchema(schema, name))]));
    }
    default:
      return null;
  }
}

/** Every node of a JSON schema with where it sits (`body.address.lines.items`), the root included. */
export function schemaNodes(schema: unknown, where: string): Array<[string, unknown]> {
  if (typeof schema !== 'object' || schema === null) return [];
  const properties = keyword(schema, 'properties');
  const children: Array<[string, unknown]> = [
    ...(typeof properties === 'object' && properties !== null ? Object.entries(properties) : []),
    ...['items', 'additionalProperties'].map((name): [string, unknown] => [name, keyword(schema, name)]),
    ...['anyOf', 'oneOf', 'allOf'].flatMap((name) => {
      const list = keyword(schema, name);
      return Array.isArray(list)
        ? list.map((child: unknown, index): [string, unknown] => [`${name}[${index}]`, child])
        : [];
    }),
  ];
  return [[where, schema], ...children.flatMap(([name, child]) => schemaNodes(child, `${where}.${name}`))];
}
