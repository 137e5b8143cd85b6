// Answers serialised by functions compiled once from JSON Schema (fast-json-stringify, what Fastify itself
// does with JSON Schema routes), the JSON Schema generated from the contract's zod schemas (z.toJSONSchema):
// no zod walk per answer. Only for schemas whose wire form is their JSON Schema: a schema with a transform,
// codec, default or anything JSON Schema cannot say is refused at start-up (`compileSerializer` throws), and
// the caller keeps zod's serializer for it.

import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/** Schema kinds whose encoding is more than their JSON Schema says (their wire form is computed). */
const COMPUTED = new Set(['pipe', 'transform', 'default', 'prefault', 'catch', 'success']);

/** The JSON Schema (draft 7, what fast-json-stringify reads) of what `schema` puts on the wire. */
export function wireJsonSchema(schema: z.core.$ZodType): Record<string, unknown> {
  const computed: string[] = [];
  const json = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'input',
    unrepresentable: 'throw',
    cycles: 'throw',
    override: ({ zodSchema }) => {
      const type = zodSchema._zod.def.type;
      if (COMPUTED.has(type)) computed.push(type);
    },
  }) as Record<string, unknown>;
  if (computed.length > 0) {
    throw new Error(
      `not serialisable from JSON Schema (computed parts: ${[...new Set(computed)].join(', ')})`,
    );
  }
  delete json.$schema;
  return json;
}

/** A function writing `schema`'s answers as JSON, compiled once. Throws when the schema cannot be compiled. */
export function compileSerializer(schema: z.core.$ZodType): (value: unknown) => string {
  return fastJson(wireJsonSchema(schema));
}

/**
 * A route's `serializerCompiler`: each of its response schemas (zod) compiled once with fast-json-stringify
 * (Fastify calls it once per status code, when the route is registered).
 */
export function jsonSchemaSerializerCompiler({ schema }: { schema: unknown }): (value: unknown) => string {
  if (!(schema instanceof z.core.$ZodType)) throw new Error('a response schema must be a zod schema');
  return compileSerializer(schema);
}
