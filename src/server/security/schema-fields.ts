/**
 * The fields a route's zod schema reads, found by walking the schema itself, so a field or query
 * parameter added later is attacked without anyone listing it. Only zod's public definition
 * (`_zod.def`) is read.
 */

type Def = {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  element?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  getter?: () => Schema;
};
type Schema = { _zod: { def: Def } };

export type SchemaField = {
  /** Top-level name, then the name inside a nested object. */
  path: string[];
  /** A list: an attacker also sends a list holding the bad value. */
  list: boolean;
};

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** The schema that reads the value: past optional/default wrappers, preprocessing and lazies. */
function unwrap(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = current._zod.def;
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out) {
      // z.preprocess is a pipe from a transform: the schema after it is the one with fields.
      current = def.in._zod.def.type === 'transform' ? def.out : def.in;
    } else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
  return current;
}

function objectShapes(schema: Schema): Record<string, Schema>[] {
  const def = unwrap(schema)._zod.def;
  if (def.type === 'object' && def.shape) return [def.shape];
  if (def.type === 'union' && def.options) return def.options.flatMap(objectShapes);
  if (def.type === 'intersection' && def.left && def.right) {
    return [...objectShapes(def.left), ...objectShapes(def.right)];
  }
  return [];
}

/** Every field of an object schema and of the objects one level inside it. */
export function schemaFields(schema: unknown): SchemaField[] {
  if (!isSchema(schema)) return [];
  const fields = new Map<string, SchemaField>();
  const add = (path: string[], field: Schema) => {
    const list = unwrap(field)._zod.def.type === 'array';
    fields.set(path.join('.'), { path, list });
  };
  for (const shape of objectShapes(schema)) {
    for (const [name, field] of Object.entries(shape)) {
      add([name], field);
      for (const inner of objectShapes(field)) {
        for (const [innerName, innerField] of Object.entries(inner)) {
          add([name, innerName], innerField);
        }
      }
    }
  }
  return [...fields.values()];
}
