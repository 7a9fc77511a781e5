// Shapes of the API the web client reads (JSDoc only; checked by `tsc --checkJs`).

/**
 * The API's own types, generated from the committed OpenAPI document
 * (clients/typescript/src/api.d.ts): the web client reads nothing the contract does not
 * describe.
 * @typedef {import("../typescript/src/api").components["schemas"]} Schemas
 * @typedef {Schemas["Problem"]} Problem
 * @typedef {Schemas["GameSummaryOut"]} GameSummaryOut
 * @typedef {Schemas["StateOut"]} StateOut
 * @typedef {Schemas["EventPageOut"]} EventPageOut
 * @typedef {Schemas["CommandOut"]} CommandOut
 * @typedef {Schemas["CreatedGameOut"]} CreatedGameOut
 * @typedef {Schemas["CreatedSeatOut"]} CreatedSeatOut
 * @typedef {Schemas["ForkedGame"]} ForkedGame
 * @typedef {Schemas["RulesetOut"]} RulesetOut
 * @typedef {Schemas["SeatOut"]} SeatOut
 * @typedef {EventPageOut["events"][number]} EventOut one event of the log, an answer or the feed
 */

/**
 * A seat this browser holds (its token came in a join link's fragment or a creation answer).
 * @typedef {object} SeatCard
 * @property {string} game_id
 * @property {string} seat_id
 * @property {string} role
 * @property {string} name
 * @property {string} token
 * @property {string} [title]
 * @property {string} [ruleset]
 */

/**
 * A JSON Schema node of the OpenAPI document (the parts the form generator reads).
 * @typedef {object} Schema
 * @property {string} [$ref]
 * @property {string | string[]} [type]
 * @property {unknown[]} [enum]
 * @property {unknown} [const]
 * @property {unknown} [default]
 * @property {string} [title]
 * @property {string} [description]
 * @property {Record<string, Schema>} [properties]
 * @property {string[]} [required]
 * @property {Schema | boolean} [additionalProperties]
 * @property {Schema} [items]
 * @property {Schema[]} [anyOf]
 * @property {Schema[]} [oneOf]
 * @property {number} [minimum]
 * @property {number} [maximum]
 * @property {{propertyName: string, mapping?: Record<string, string>}} [discriminator]
 */

export {};
