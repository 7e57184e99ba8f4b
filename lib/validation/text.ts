/**
 * What PostgreSQL cannot store in a text or jsonb column: the NUL character, and UTF-16
 * that is not well formed (a lone surrogate has no UTF-8 encoding). The API wrapper looks
 * at every string (and object key) of params, query and body before any schema runs, so no
 * handler has to repeat the check.
 */

export const NUL_MESSAGE = "Must not contain NUL characters.";
export const SURROGATE_MESSAGE = "Must not contain unpaired surrogate characters.";

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why the database would refuse this string, or null when it can be stored. */
export function unstorableReason(text: string): string | null {
  if (text.includes("\u0000")) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

export type TextIssue = { path: string; message: string };

/**
 * The first string (value or key) of a parsed JSON value or params/query record that the
 * database could not store, with its dotted path ("items.0.name"); `root` names the value
 * itself. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findUnstorableText(value: unknown, root: string): TextIssue | null {
  // Paths are kept as links to the parent, so deep nesting costs no copying.
  type Node = { value: unknown; key: string | null; parent: Node | null };
  const pathOf = (node: Node | null, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let at = node; at && at.key !== null; at = at.parent) keys.push(at.key);
    return keys.length > 0 ? keys.reverse().join(".") : root;
  };
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const current = node.value;
    if (typeof current === "string") {
      const message = unstorableReason(current);
      if (message) return { path: pathOf(node), message };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1)
        stack.push({ value: current[index], key: String(index), parent: node });
    } else if (current !== null && typeof current === "object") {
      const entries = Object.entries(current);
      for (const [key] of entries) {
        const message = unstorableReason(key);
        if (message) return { path: pathOf(node, key), message: `Field name: ${message}` };
      }
      for (let index = entries.length - 1; index >= 0; index -= 1)
        stack.push({ value: entries[index][1], key: entries[index][0], parent: node });
    }
  }
  return null;
}
