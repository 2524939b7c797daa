/** How deep and how many: a JSON document's nesting and its count of objects and arrays. */
export interface JsonLimits {
  maxDepth: number;
  maxContainers: number;
}

export type JsonShapeProblem = 'too deep' | 'too many values';

/**
 * Checks a JSON text's nesting depth and its number of objects and arrays, in one pass over the
 * characters and without building anything, before `JSON.parse` and recursive validators see it:
 * a document nested 10,000 deep or holding millions of `{}` is refused here, cheaply. It yields
 * to the event loop every `chunk` characters, so a large text does not hold up other requests.
 * It does not validate JSON (JSON.parse does that after it).
 */
export async function jsonShapeProblem(text: string, limits: JsonLimits, chunk = 1 << 20): Promise<JsonShapeProblem | null> {
  let depth = 0;
  let containers = 0;
  let inString = false;
  let i = 0;
  while (i < text.length) {
    const end = Math.min(text.length, i + chunk);
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (inString) {
        if (c === 0x5c /* \ */) i++;
        else if (c === 0x22 /* " */) inString = false;
      } else if (c === 0x22) inString = true;
      else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
        if (++depth > limits.maxDepth) return 'too deep';
        if (++containers > limits.maxContainers) return 'too many values';
      } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
    }
    if (i < text.length) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return null;
}
