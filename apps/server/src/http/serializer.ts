import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * A route's zod response schema as the JSON Schema fast-json-stringify compiles: the output side,
 * draft-07, anything zod cannot express (a transform's output) left open (`{}`: JSON.stringify), and
 * `X | null` unions folded into `nullable` (fast-json-stringify then needs no validator to pick a
 * branch).
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
  }) as JsonSchema;
  return foldNullable(json) as JsonSchema;
}

const isNullOnly = (s: unknown) => isObject(s) && s.type === 'null' && Object.keys(s).length === 1;
const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

function foldNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(foldNullable);
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    // Property names and definition names are data, not keywords: keep them, fold their schemas.
    out[key] =
      key === 'properties' || key === 'definitions' || key === '$defs'
        ? Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, foldNullable(v)]))
        : foldNullable(value);
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNullOnly)) {
    const other = anyOf.find((s) => !isNullOnly(s)) as JsonSchema;
    const { anyOf: _, ...rest } = out;
    // A branch without a type (anything) already takes null.
    if (other.type !== undefined || other.$ref !== undefined || other.anyOf !== undefined)
      return { ...rest, ...other, nullable: true };
    return { ...rest, ...other };
  }
  return out;
}

/**
 * Whether two JSON texts hold the same value, whatever their key order. A value nested too deep for
 * a recursive comparison (a document stored before the editor schema bounded depth: 2,000 levels)
 * is compared as text: both serializers copy such an open (`unknown`) value with JSON.stringify.
 */
function sameJson(a: string, b: string): boolean {
  if (a === b) return true;
  try {
    return isDeepStrictEqual(JSON.parse(a), JSON.parse(b));
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/**
 * Each response schema's compiled serializer, kept for the process: the routes' schemas are module
 * constants, so a process that builds the app again (a test file each, one worker running many) does
 * not convert and compile them again. Converting and compiling took a third of an app's build.
 */
const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();

function compiledFor(schema: z.ZodType): (data: unknown) => string {
  let stringify = compiled.get(schema);
  if (stringify === undefined) {
    stringify = fastJson(responseJsonSchema(schema));
    compiled.set(schema, stringify);
  }
  return stringify;
}

/**
 * Fastify's serializer for zod response schemas, compiled once per route and status with
 * fast-json-stringify instead of running zod and JSON.stringify on every reply.
 *
 * With `check` (tests and development), every reply is also encoded by zod as before: a reply that
 * breaks its schema fails as it did (ResponseSerializationError), and the compiled JSON must equal
 * zod's, so the whole test suite checks the compiled serializers.
 */
export function compiledSerializerCompiler(opts: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    if (!(schema instanceof z.ZodType)) return fastJson(schema as JsonSchema);
    const stringify = compiledFor(schema);
    if (!opts.check) return stringify;
    return (data) => {
      const encoded = z.safeEncode(schema, data);
      if (!encoded.success) throw new ResponseSerializationError(method, url, { cause: encoded.error });
      const fast = stringify(data);
      if (!sameJson(fast, JSON.stringify(encoded.data))) {
        throw new Error(
          `${method} ${url}: the compiled serializer wrote ${fast.slice(0, 300)} where zod wrote ${JSON.stringify(encoded.data).slice(0, 300)}`,
        );
      }
      return fast;
    };
  };
}
