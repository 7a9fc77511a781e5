// The seat's state as the live feed carries it (issue #36): the newest message of a
// batch brings a JSON merge patch (RFC 7386) of the state the feed sent this page before,
// with the paths of the members that become null (a merge patch cannot set null), or the
// whole state when it has no base for this page. The page reads `state` only when its
// copy is not the patch's base (services/merge_patch.py is the server's side).

/**
 * @typedef {{version: number, base: number | null, patch: unknown, nulls?: string[][]}} StatePatch
 */

/**
 * RFC 7386's MergePatch: `target` is not changed (untouched parts are shared).
 * @param {unknown} target @param {unknown} patch @returns {unknown}
 */
export function mergePatch(target, patch) {
  if (!isObject(patch)) return patch;
  /** @type {Record<string, unknown>} */
  const result = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

/**
 * The patch, then its nulls, applied to a copy of `target`.
 * @param {unknown} target @param {unknown} patch @param {string[][]} [nulls] @returns {unknown}
 */
export function applyPatch(target, patch, nulls = []) {
  let merged = mergePatch(target, patch);
  for (const path of nulls) merged = withNull(merged, path);
  return merged;
}

/**
 * The state after a message: `held` (the page's copy and its version) patched, the whole
 * state, or null when the page has no base for the patch (it must read `state`).
 * @template T
 * @param {{version: number, body: T} | null} held @param {StatePatch} carried
 * @returns {{version: number, body: T} | null}
 */
export function carriedState(held, carried) {
  if (carried.base === null) return { version: carried.version, body: /** @type {T} */ (carried.patch) };
  if (!held || held.version !== carried.base) return null;
  return { version: carried.version, body: /** @type {T} */ (applyPatch(held.body, carried.patch, carried.nulls)) };
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** @param {unknown} document @param {string[]} path @returns {Record<string, unknown>} */
function withNull(document, path) {
  const result = isObject(document) ? { ...document } : {};
  const [key, ...rest] = path;
  result[key] = rest.length ? withNull(result[key], rest) : null;
  return result;
}
