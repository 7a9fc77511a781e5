// Foundry's Hooks, as a classic script run inside a harness client's realm (so that
// `error instanceof Error` sees the module's errors as Foundry's own code does). The
// behaviour follows Foundry v11/v12 `client/core/hooks.js` and v13 `client/helpers/hooks.mjs`:
// callbacks run in registration order; `once` callbacks are removed before they run; a
// throwing callback is caught, reported through `Hooks.onError` (console.error) and the
// other callbacks still run; `call` stops at the first callback returning false.
class Hooks {
  static #events = {};
  static #ids = new Map();
  static #id = 1;

  static get events() { return this.#events; }

  static on(hook, fn, { once = false } = {}) {
    const id = this.#id++;
    if (!(hook in this.#events)) this.#events[hook] = [];
    const entry = { hook, id, fn, once };
    this.#events[hook].push(entry);
    this.#ids.set(id, entry);
    return id;
  }

  static once(hook, fn) { return this.on(hook, fn, { once: true }); }

  static off(hook, fn) {
    const list = this.#events[hook] ?? [];
    const index = list.findIndex((entry) => (typeof fn === "number" ? entry.id === fn : entry.fn === fn));
    if (index >= 0) this.#ids.delete(list.splice(index, 1)[0].id);
  }

  static callAll(hook, ...args) {
    for (const entry of Array.from(this.#events[hook] ?? [])) this.#call(entry, args);
    return true;
  }

  static call(hook, ...args) {
    for (const entry of Array.from(this.#events[hook] ?? [])) {
      if (this.#call(entry, args) === false) return false;
    }
    return true;
  }

  static #call(entry, args) {
    if (entry.once) this.off(entry.hook, entry.id);
    try {
      return entry.fn(...args);
    } catch (err) {
      const msg = `Error thrown in hooked function '${entry.fn?.name}' for hook '${entry.hook}'`;
      console.warn(`Foundry VTT | ${msg}`);
      if (entry.hook !== "error") this.onError("Hooks.#call", err, { msg, log: "error" });
    }
  }

  static onError(location, error, { msg = "", notify = null, log = null, ...data } = {}) {
    if (!(error instanceof Error)) return;
    if (msg) error.message = `${msg}. ${error.message}`;
    if (log) console[log]?.(error);
    if (notify) globalThis.ui?.notifications?.[notify]?.(msg || error.message);
    Hooks.callAll("error", location, error, data);
  }
}
