/**
 * The odd values and request bodies of server/test/malformed-requests.ts: texts that have broken
 * servers before (NUL, lone surrogates, huge numbers, traversals, 10 KB), JSON bodies made from the
 * route's body schema and then broken (a required field dropped, a wrong type, a string too long,
 * extra fields, `__proto__`, nested huge arrays), text that is not JSON at all, multipart uploads and
 * CSV reports gone wrong, and a body over the app's limit.
 */
import fc from 'fast-check';

/** The JSON Schema the OpenAPI document writes for a route's parameters and body (what these generators read of it). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
}

export interface RequestBody {
  /** Undefined: no Content-Type header at all. */
  contentType?: string;
  bytes: Buffer;
}

/** A route's bodies: ones its schema takes (so some requests get through), and broken ones. */
export interface BodyArbitraries {
  valid: fc.Arbitrary<RequestBody | undefined>;
  malformed: fc.Arbitrary<RequestBody | undefined>;
}

/** One byte over the app's bodyLimit (server/app.ts: 1 MiB). */
const OVERSIZED_BYTES = 1024 * 1024 + 1;

/** A 1×1 PNG: an upload the media route takes (and re-encodes). */
export const ONE_BY_ONE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const NASTY_TEXTS = [
  ...['', ' ', '0', '-1', '-0', '1e3', '1E400', '0x10', '007', '1.5', 'NaN', 'Infinity', '2147483647', '2147483648'],
  ...['4294967296', '9007199254740993', '99999999999999999999999', 'null', 'undefined', 'true', '[]', '{}'],
  ...['../', '../../etc/passwd', '..', '.', '.env', '\u0000', '\uD800', 'x\uDFFFy', '\uFEFF', '\u202Eevil'],
  ...['हनुमान चालीसा', '𝕳𝖆𝖓𝖚𝖒𝖆𝖓', '👍🏽', 'Ω≈ç√', 'ﬃ', 'İ', '<script>alert(1)</script>', "' or 1=1 --"],
  ...['"; drop table content; --', '${7*7}', '{{7*7}}', '%s%s%s%n', '\r\n', '\t', '\n\n\n', 'a b', '%', '%zz', '%00'],
  ...['&', '=', '#', '?', '/', '\\', ';', ',', '*', '%_%', '\\x00', '\u0085', '\u2028'],
];

/** NUL, which PostgreSQL's text cannot hold, in a few spellings: as likely as all the other nasty texts together, since every text that reaches SQL must meet it. */
const NUL_TEXTS = ['a\u0000b', 'a@b.cd\u0000', '\u0000x@example.org', 'हनुमान\u0000', '\u0000'];
const nastyText = fc.oneof(fc.constantFrom(...NASTY_TEXTS), fc.constantFrom(...NUL_TEXTS));

const LONG_TEXTS = ['x'.repeat(10_240), 'ह'.repeat(10_240), '9'.repeat(400)];

/** Texts for any field, parameter or segment: the nasty ones, long ones, and arbitrary ones. */
export const oddText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  { weight: 1, arbitrary: fc.constantFrom(...LONG_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.double()).map(String) },
);

/** Path segments sent exactly as written: traversals, encoded NUL, broken percent-escapes, invalid UTF-8, numbers ids are not. */
export const RAW_SEGMENTS = [
  ...['..', '.', '...', '%2e%2e', '%2e', '%2e%2e%2f%2e%2e', '..%2f..%2f', '%00', 'a%00b', '%', '%zz', '%E0%A4', '%C0%AE%C0%AE'],
  ...['%FF%FE', '%2F', '%5C', '', ';x=1', '%20', '+', '~', '*', '@', '!', "'", '(', ')', '$', ',', '%25', '%252e%252e'],
  ...['0', '-1', '1e3', '00001', '1.0', '0x1F', '2147483648', '99999999999999999999', 'null', '%F0%9F%91%8D', '%E0%A4%B9%E0%A4%A8'],
];

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** `text` percent-encoded byte by byte as UTF-8 (a lone surrogate becomes U+FFFD, as in any UTF-8 client). */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += byte < 0x80 && UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** JSON text JSON.stringify cannot write (`1e400`, 20,000 nested arrays): a string `RAW<<…>>` is replaced by its inside. */
const raw = (text: string) => `RAW<<${text}>>`;
const toJsonText = (value: unknown) => JSON.stringify(value).replace(/"RAW<<(.*?)>>"/g, '$1');
const nested = (depth: number) => raw(`${'['.repeat(depth)}${']'.repeat(depth)}`);

const typesOf = (schema: JsonSchema): string[] => [
  ...[schema.type ?? []].flat(),
  ...(schema.anyOf ?? []).flatMap(typesOf),
  ...(schema.properties ? ['object'] : []),
];

/** The object a schema describes (itself, or its object branch in an anyOf), if it describes one. */
function objectBranch(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties || [schema.type].flat().includes('object')) return schema;
  return schema.anyOf?.map(objectBranch).find(Boolean);
}

function stringValue(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (/email/i.test(name)) return fc.emailAddress();
  const minLength = Math.max(1, schema.minLength ?? 0);
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(schema.maxLength ?? 30, 30) });
}

/** A value the schema takes (near enough for the route's own checks to judge it). */
function validValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((branch) => validValue(branch, name)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = [schema.type ?? (schema.properties ? 'object' : [])].flat();
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      if (type === 'object') {
        const shape = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, sub]) => [key, validValue(sub, key)]));
        return fc.record(shape, { requiredKeys: schema.required ?? [] });
      }
      if (type === 'array') return fc.array(validValue(schema.items ?? {}), { maxLength: 3 });
      if (type === 'string') return stringValue(schema, name);
      if (type === 'number' || type === 'integer') return fc.integer({ min: 0, max: 40 });
      if (type === 'boolean') return fc.boolean();
      return fc.constant(null);
    }),
  );
}

/** Values of each JSON type, the odd numbers as JSON text (1e400 is Infinity, 2^53+1 is not a double). */
const VALUES_OF_TYPE: Record<string, unknown[]> = {
  string: ['', 'abc', ' 12 ', '1e3', '-1', '2147483648', '\u0000', '\uD800'],
  number: [-1, 0, 1.5, 2147483648, 1e308, Number.MAX_SAFE_INTEGER, raw('1e400'), raw('-0'), raw('123456789012345678901234567890')],
  boolean: [true, false],
  null: [null],
  object: [{}, { a: 1 }],
  array: [[], [1, 'a'], [[[]]]],
};

/** A value of another type than the schema's, or an odd one of its type. */
function wrongValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const allowed = typesOf(schema).map((type) => (type === 'integer' ? 'number' : type));
  const others = Object.entries(VALUES_OF_TYPE)
    .filter(([type]) => !allowed.includes(type))
    .flatMap(([, values]) => values);
  const odd = allowed.flatMap((type) => VALUES_OF_TYPE[type] ?? []);
  return fc.oneof(fc.constantFrom(...others, ...odd), ...(allowed.includes('string') ? [oddText] : []));
}

/** `object` with `key` set as its own property, even `__proto__` (which a plain assignment would not add). */
function withKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const HUGE_VALUES = [nested(1_000), nested(20_000), new Array(50_000).fill(0), new Array(500).fill(new Array(100).fill('x'))];
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'extra', '', 'a'.repeat(1000), 'हनुमान', 'titlePrimary '];

/** One way to break a valid object of `schema`: drop a required field, a wrong type, too long, nasty text, huge, extra keys. */
function mutation(value: Record<string, unknown>, schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const required = schema.required ?? [];
  const strings = keys.filter((key) => typesOf(properties[key]!).includes('string'));
  const drop = (key: string) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));
  const set = (key: fc.Arbitrary<string>, make: (key: string) => fc.Arbitrary<unknown>) =>
    key.chain((name) => make(name).map((made) => withKey(value, name, made)));
  const choices: fc.Arbitrary<Record<string, unknown>>[] = [
    set(fc.constantFrom(...EXTRA_KEYS), () => fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant({ polluted: true }))),
  ];
  if (required.length > 0) choices.push(fc.constantFrom(...required).map(drop));
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    choices.push(set(key, (name) => wrongValue(properties[name]!)));
    choices.push(set(key, (name) => (objectBranch(properties[name]!) ? wrongShape(properties[name]!) : wrongValue(properties[name]!))));
    choices.push(set(key, () => fc.constantFrom(...HUGE_VALUES)));
  }
  if (strings.length > 0) {
    const key = fc.constantFrom(...strings);
    const tooLong = (name: string) => {
      const max = properties[name]!.maxLength;
      return fc.constantFrom(...(max === undefined ? [] : ['x'.repeat(max + 1), 'ह'.repeat(max + 1)]), 'x'.repeat(100_001));
    };
    choices.push(set(key, tooLong));
    choices.push(set(key, () => nastyText));
    // Every text field nasty at once: a value that gets past one field's checks then meets the next one's SQL.
    const allNasty = fc.tuple(...strings.map(() => nastyText));
    choices.push(allNasty.map((texts) => strings.reduce((changed, name, i) => withKey(changed, name, texts[i]), value)));
  }
  return fc.oneof(...choices);
}

/** JSON near the schema but wrong: one or two mutations of a valid object, or a value of another type. */
function wrongShape(schema: JsonSchema): fc.Arbitrary<unknown> {
  const object = objectBranch(schema);
  if (!object) return wrongValue(schema);
  return validValue(object).chain((value) => {
    const once = mutation(value as Record<string, unknown>, object);
    return fc.oneof(
      once,
      once.chain((changed) => mutation(changed, object)),
    );
  });
}

/** Text that is not JSON, or not as the server expects it (UTF-16, a BOM, NUL inside a string, unclosed nesting). */
const NOT_JSON = [
  ...['', ' ', '{', '}', '{"a":1,}', "{'a':1}", 'NaN', '{"a":01}', 'undefined', '\uFEFF{}', '{"a":"\u0000"}', 'null null'],
  ...[
    '{"a":1}garbage',
    '"\\u00"',
    '[1,2',
    '{"a":"\\ud800"}',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
  ],
  ...[
    '{"a":{"__proto__":{"polluted":1}}}',
    '{"\\u005f_proto__":{}}',
    '['.repeat(100_000),
    '{"a":'.repeat(10_000),
    `"${'x'.repeat(900_000)}"`,
  ],
];

/** JSON bodies for a route whose body `schema` describes. */
export function jsonBodies(schema: JsonSchema = {}): BodyArbitraries {
  const json = (text: string | Buffer): RequestBody => ({ contentType: 'application/json', bytes: Buffer.from(text) });
  const valid = validValue(schema);
  const truncated = valid.map(toJsonText).chain((text) => fc.nat({ max: Math.max(0, text.length - 1) }).map((end) => text.slice(0, end)));
  return {
    valid: valid.map((value) => json(toJsonText(value))),
    malformed: fc.oneof(
      { weight: 6, arbitrary: wrongShape(schema).map((value) => json(toJsonText(value))) },
      { weight: 1, arbitrary: fc.constantFrom([], 'text', 0, -1, true, null, [[]], {}).map((value) => json(toJsonText(value))) },
      { weight: 2, arbitrary: fc.constantFrom(...NOT_JSON).map(json) },
      { weight: 1, arbitrary: truncated.map(json) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => json(Buffer.from(bytes))) },
      { weight: 1, arbitrary: valid.map((value) => json(Buffer.from(`\uFEFF${toJsonText(value)}`, 'utf16le'))) },
    ),
  };
}

/** A body sent to a route that takes none: JSON, not JSON, a form, bytes, under any content type. */
export const strayBody: fc.Arbitrary<RequestBody> = fc.oneof(
  jsonBodies({}).malformed.map((body) => body!),
  fc
    .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream'), oddText)
    .map(([contentType, text]) => ({ contentType, bytes: Buffer.from(text) })),
);

/** A JSON body over the app's limit (one, shared by every route's requests). */
export const OVERSIZED_BODY: RequestBody = {
  contentType: 'application/json',
  bytes: Buffer.from(`{"a":"${'x'.repeat(OVERSIZED_BYTES)}"}`),
};
