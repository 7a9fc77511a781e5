// The OpenAPI document (GET /schema/openapi.json) as the source of every form: the
// commands of a rule system and the options of a new game are read from it, never
// written by hand here, so a new command or option appears in the page by itself.

/** @typedef {import("./types.js").Schema} Schema */

/** @type {Promise<any> | null} */
let loading = null;

/** @returns {Promise<any>} the OpenAPI document (fetched once) */
export function openapi() {
  if (loading === null) {
    loading = fetch("/schema/openapi.json", { headers: { Accept: "application/json" } })
      .then((response) => {
        if (!response.ok) throw new Error(`the OpenAPI document: HTTP ${response.status}`);
        return response.json();
      });
  }
  return loading;
}

/**
 * A schema with its $ref followed (one level at a time, as often as needed).
 * @param {any} doc
 * @param {Schema | undefined} schema
 * @returns {Schema}
 */
export function resolve(doc, schema) {
  let node = schema || {};
  for (let depth = 0; node.$ref && depth < 32; depth += 1) {
    const path = node.$ref.replace(/^#\//, "").split("/").map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
    /** @type {any} */
    let target = doc;
    for (const part of path) target = target?.[part];
    node = target || {};
  }
  return node;
}

/**
 * The request body schema of an operation, by its operationId.
 * @param {any} doc
 * @param {string} operationId
 * @returns {Schema}
 */
function bodyOf(doc, operationId) {
  for (const item of Object.values(doc.paths || {})) {
    for (const operation of Object.values(/** @type {Record<string, any>} */ (item))) {
      if (operation && operation.operationId === operationId) {
        return resolve(doc, operation.requestBody?.content?.["application/json"]?.schema);
      }
    }
  }
  return {};
}

/**
 * Every tagged union of commands in the document: [tag, schema] pairs per union.
 * @param {any} doc
 * @returns {Array<Array<[string, Schema]>>}
 */
function commandUnions(doc) {
  const body = bodyOf(doc, "sendCommand");
  const top = (body.oneOf || body.anyOf || []).map((ref) => resolve(doc, ref));
  const nested = top.some((s) => s.oneOf || s.anyOf || s.discriminator);
  return (nested ? top : [body]).map((union) => {
    const mapping = union.discriminator?.mapping || {};
    const pairs = Object.entries(mapping).map(([tag, target]) => /** @type {[string, Schema]} */ ([tag, resolve(doc, { $ref: target })]));
    if (pairs.length) return pairs;
    return (union.oneOf || union.anyOf || []).map((variant) => {
      const schema = resolve(doc, variant);
      const tag = schema.properties?.type?.enum?.[0] ?? schema.properties?.type?.const;
      return /** @type {[string, Schema]} */ ([String(tag), schema]);
    });
  });
}

/**
 * The commands of one rule system (the union that best matches its command names, as
 * GET /v1/rulesets lists them), then the platform's own (CloseGame), sorted by name.
 * @param {any} doc
 * @param {string[]} names the rule system's command names
 * @returns {Array<{type: string, schema: Schema}>}
 */
export function commandsFor(doc, names) {
  const wanted = new Set(names);
  const unions = commandUnions(doc);
  const score = (/** @type {Array<[string, Schema]>} */ u) => u.filter(([tag]) => wanted.has(tag)).length;
  const best = unions.reduce((a, b) => (score(b) > score(a) ? b : a), /** @type {Array<[string, Schema]>} */ ([]));
  const platform = unions.find((u) => u.some(([tag]) => tag === "CloseGame")) || [];
  const chosen = [...best, ...(platform === best ? [] : platform)];
  return chosen.map(([type, schema]) => ({ type, schema })).sort((a, b) => a.type.localeCompare(b.type));
}

/**
 * The options schema of a new game of one rule system (createGame's body variant).
 * @param {any} doc
 * @param {string} ruleset
 * @returns {Schema}
 */
export function optionsFor(doc, ruleset) {
  const body = bodyOf(doc, "createGame");
  const mapping = body.discriminator?.mapping || {};
  const variant = mapping[ruleset] ? resolve(doc, { $ref: mapping[ruleset] }) : {};
  return resolve(doc, variant.properties?.options);
}

/**
 * The commands of one rule system and the document their schemas point into: the rule
 * system's own command schema (GET /v1/rulesets/{name}/schema, small and cacheable) when
 * the server has it, else the OpenAPI document.
 * @param {string} ruleset
 * @param {string[]} names the rule system's command names
 * @returns {Promise<{doc: any, commands: Array<{type: string, schema: Schema}>}>}
 */
export async function commandsOf(ruleset, names) {
  const response = await fetch(`/v1/rulesets/${encodeURIComponent(ruleset)}/schema`, { headers: { Accept: "application/json" } });
  if (response.ok) {
    const doc = await response.json();
    const commands = (doc.oneOf || doc.anyOf || []).map((/** @type {Schema} */ ref) => {
      const schema = resolve(doc, ref);
      const tag = schema.properties?.type?.enum?.[0] ?? schema.properties?.type?.const;
      return { type: String(tag), schema };
    }).filter((/** @type {{type: string}} */ c) => c.type !== "undefined");
    if (commands.length) return { doc, commands: commands.sort((/** @type {{type: string}} */ a, /** @type {{type: string}} */ b) => a.type.localeCompare(b.type)) };
  }
  const doc = await openapi();
  return { doc, commands: commandsFor(doc, names) };
}
