/**
 * The odd input an audit tries on every endpoint, named once so that the endpoint fuzz sends each of them on
 * purpose (not only when a random string happens to be one): numbers that are not finite, NUL characters, and
 * multipart bodies that are broken in the ways real clients and attackers break them.
 */

/** Non-finite numbers as a caller can write them in a path, a query or a JSON string. */
export const NON_FINITE_TEXTS = ['Infinity', '-Infinity', '1e400', '-1e400', 'NaN'] as const;

/** A number literal in raw JSON text, written as is: JSON.parse reads `1e400` as Infinity. */
export class JsonLiteral {
  constructor(readonly text: string) {}
}

/** The only way JSON carries a non-finite number: a literal too large for a double. */
export const NON_FINITE_JSON_LITERALS = [new JsonLiteral('1e400'), new JsonLiteral('-1e400')] as const;

/** Text with a NUL character (PostgreSQL refuses it in text columns): alone, inside, at the end. */
export const NUL_TEXTS = ['\u0000', 'ann\u0000@houseplans.example', 'plan\u0000'] as const;

/** A NUL character as it reaches a path or a query: percent-encoded. */
export const NUL_IN_URL = ['%00', '1%00', 'a%00b'] as const;

/**
 * JSON text for a value that may hold JsonLiterals, written by hand so that literals and keys such as
 * "__proto__" reach the wire as they are (JSON.stringify would turn Infinity into null and drop nothing else).
 */
export function jsonText(value: unknown): string {
  if (value instanceof JsonLiteral) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A JSON object text from [key, value] pairs, so that repeated or prototype keys reach the wire. */
export function objectText(entries: ReadonlyArray<readonly [string, unknown]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(',')}}`;
}

/** A request body as sent: its bytes and the content type it claims. */
export interface BodyChoice {
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

const BOUNDARY = 'odd-input-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** A real PNG header: were a broken body ever accepted, a photo would be stored and the check would see it. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

function filePart(bytes: Buffer, field = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="photo.png"\r\n`),
    Buffer.from('Content-Type: image/png\r\n\r\n'),
    bytes,
    Buffer.from('\r\n'),
  ]);
}

const fieldPart = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const closing = Buffer.from(`--${BOUNDARY}--\r\n`);

/** A multipart body as sent: its bytes and the content type it claims. */
export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

const sent = (payload: Buffer, contentType = MULTIPART): MultipartBody => ({
  payload,
  headers: { 'content-type': contentType },
});

/** A well-formed upload of `bytes` in the field `file`, as the My Account page sends it. */
export function photoUpload(bytes: Buffer): MultipartBody {
  return sent(Buffer.concat([filePart(bytes), closing]));
}

type NamedBody = readonly [string, MultipartBody];
const wholeUpload = photoUpload(PNG_BYTES).payload;

/** The broken multipart bodies the audit named; each carries a valid PNG where a file would be. */
export const AUDITED_MULTIPART: readonly NamedBody[] = [
  ['no boundary', sent(wholeUpload, 'multipart/form-data')],
  ['a file part cut short before its closing boundary', sent(filePart(PNG_BYTES).subarray(0, -2))],
  ['a text field before the file', sent(Buffer.concat([fieldPart('note', 'hello'), filePart(PNG_BYTES), closing]))],
  ['an empty body', sent(Buffer.alloc(0))],
];

/** Every way of breaking a multipart body the fuzz knows: the audit's, and more a client can send. */
export const MALFORMED_MULTIPART: readonly NamedBody[] = [
  ...AUDITED_MULTIPART,
  ['an empty boundary', sent(wholeUpload, 'multipart/form-data; boundary=')],
  ['part headers cut short', sent(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="fi`))],
  ['two files', sent(Buffer.concat([filePart(PNG_BYTES), filePart(PNG_BYTES), closing]))],
  ['the file under another boundary', sent(wholeUpload, 'multipart/form-data; boundary=other')],
  ['only the closing boundary', sent(closing)],
];
