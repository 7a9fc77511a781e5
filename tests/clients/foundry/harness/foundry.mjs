// A Foundry VTT world for the module's tests: one server (world settings, users, chat
// messages) and any number of browser clients, each booting as Foundry v12 or v13 does,
// with the module's own entry file loaded unmodified from its module.json.
//
// Boot order and globals (sources: clients/foundry/README.md):
// - v12 (`client/head.js`, the `foundry.js` bundle, `client/tail.js`): classic scripts
//   declare `let game = globalThis.game = {}` (a placeholder), `class ChatMessage` at top
//   level (a global binding that is no property of globalThis), `CONFIG` (with
//   `CONFIG.ChatMessage.documentClass`), `Hooks` (also `globalThis.Hooks`), `ui = {windows}`
//   and `foundry.documents` holding only the Base* classes.
// - v13 (`client/client.mjs`): `Object.assign(globalThis, {foundry, CONFIG, game: {view},
//   ui, ChatMessage, Hooks, ...})`, `foundry.documents.ChatMessage` being the client class.
// - Both: package ES modules run before DOMContentLoaded; then `game = Game.create(...)`
//   replaces the placeholder and `game.initialize()` calls the hooks `init` (settings may
//   be registered), `i18nInit`, `setup` (users and messages exist), `ready` (ui exists).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import vm from "node:vm";
import { installDiceSoNice } from "./dice-so-nice.mjs";
import { ClientSettings, Collection, Users, chatMessageClass } from "./documents.mjs";
import { Card } from "./html.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const HOOKS_SOURCE = fs.readFileSync(path.join(HERE, "hooks.js"), "utf8");
/** The module under test (TABLETOP_MODULE_DIR: another copy, e.g. an older version). */
export const MODULE_DIR = process.env.TABLETOP_MODULE_DIR ?? path.resolve(HERE, "../../../../clients/foundry");
/** A game system's enricher, as pf2e registers `@Check[...]` and kin in CONFIG.TextEditor.enrichers. */
const SYSTEM_ENRICHER = { pattern: /@(Check|Damage|Template|Localize)\[([^\]]+)](?:{([^}]+)})?/g,
  enricher: (match) => `<span class="system-enriched">${match[3] ?? match[2]}</span>` };
const INVALID = (command) => `The command "${command}" is not a valid chat message command`;

/** The Foundry server: users, world settings, chat messages; it relays each new message to
 * every connected client, cleaning HTML first (the server's `cleanHTML`: no comments,
 * no script). */
export class FoundryServer {
  constructor(users) {
    this.users = users;
    this.worldSettings = new Map();
    this.messages = new Map();
    this.clients = [];
  }

  async createMessage(client, data, options) {
    const doc = new client.ChatMessage({ author: client.game.user.id, ...data });
    await doc._preCreate(data, options, client.game.user);
    if (this.messages.has(doc.id)) throw new Error(`The ChatMessage _id "${doc.id}" already exists in the world`);
    const clean = (html) => html.replace(/<!--[\s\S]*?-->/g, "").replace(/<script[\s\S]*?<\/script>/gi, "");
    const source = { ...doc._source, content: clean(doc._source.content), flavor: clean(doc._source.flavor) };
    this.messages.set(doc.id, source);
    for (const other of this.clients) other.receive(source, options);
    return client.game.messages.get(doc.id);
  }

  /** A GM deletes messages (`ids`), or all of them: "Clear Chat Log" (v12 and v13
   * `ChatLog#_onClearChatLog` -> `ChatMessage.deleteDocuments([], {deleteAll: true})`).
   * Every client drops them from `game.messages` (`_onDelete`). */
  deleteMessages(ids = null) {
    for (const id of ids ?? [...this.messages.keys()]) {
      this.messages.delete(id);
      for (const client of this.clients) { client.game.messages.delete(id); client.rendered.delete(id); }
    }
  }
}

/** The module's manifest (MODULE_DIR/module.json). */
export function moduleManifest() {
  return JSON.parse(fs.readFileSync(path.join(MODULE_DIR, "module.json"), "utf8"));
}

/** `Localization`: the translations of every active package's `languages` entry for
 * `lang`, English as the fallback (v12 `client/core/localization.js`, v13
 * `client/helpers/localization.mjs`: `localize` is the key when no file has it, `format`
 * replaces each `{name}` with `data[name]`). */
function localization(lang) {
  const manifest = moduleManifest();
  const read = (code) => Object.assign({}, ...(manifest.languages ?? []).filter((l) => l.lang === code)
    .map((l) => JSON.parse(fs.readFileSync(path.join(MODULE_DIR, l.path), "utf8"))));
  const translations = read(lang);
  const fallback = lang === "en" ? {} : read("en");
  const lookup = (tree, key) => key.split(".").reduce((node, part) => node?.[part], tree);
  const localize = (key) => {
    const found = lookup(translations, key) ?? lookup(fallback, key);
    return typeof found === "string" ? found : key;
  };
  return { lang, translations, localize, has: (key) => typeof lookup(translations, key) === "string",
    format: (key, data = {}) => localize(key).replace(/{[^}]+}/g, (k) => data[k.slice(1, -1)]) };
}

function contextGlobals(client, timeScale) {
  const timers = new Set();
  const setTimeout = (fn, ms = 0, ...args) => {
    client.delays.push(ms);
    if (client.closed) return 0;
    const id = globalThis.setTimeout(() => { timers.delete(id); fn(...args); }, ms * timeScale);
    timers.add(id);
    return id;
  };
  const clearTimeout = (id) => { timers.delete(id); globalThis.clearTimeout(id); };
  client.clearTimers = () => { for (const id of timers) globalThis.clearTimeout(id); timers.clear(); };
  const fetch = (url, init = {}) => {
    client.requests.push({ url: String(url), method: init.method ?? "GET", headers: { ...(init.headers ?? {}) } });
    if (client.closed) return Promise.reject(new TypeError("fetch failed"));
    const signal = init.signal ? AbortSignal.any([init.signal, client.abort.signal]) : client.abort.signal;
    return globalThis.fetch(url, { ...init, signal });
  };
  const record = (level) => (...args) => client.console[level].push(args.map(String).join(" "));
  const console = { error: record("error"), warn: record("warn"), log: record("log"), info: record("log"), debug: () => {} };
  return { console, fetch, setTimeout, clearTimeout, TextEncoder, TextDecoder, AbortController,
    AbortSignal, URL, URLSearchParams, btoa, atob, queueMicrotask, structuredClone };
}

/** One browser of the world, as user `userId`, on Foundry `version` (12 or 13). */
export class FoundryClient {
  constructor(server, { userId, version, clientSettings = {}, timeScale = 1, diceSoNice = true, language = "en" }) {
    Object.assign(this, { server, userId, version, diceSoNice, language, closed: false, abort: new AbortController() });
    this.requests = []; this.delays = []; this.notifications = []; this.rendered = new Map();
    this.sounds = []; this.cards = [];
    this.console = { error: [], warn: [], log: [] };
    this.clientSettings = new Map(Object.entries(clientSettings));
    this.context = vm.createContext(contextGlobals(this, timeScale));
    new vm.Script(HOOKS_SOURCE, { filename: "foundry/hooks.js" }).runInContext(this.context);
    this.Hooks = vm.runInContext("Hooks", this.context);
    this.ChatMessage = chatMessageClass(this, version);
    this.CONFIG = { ChatMessage: { documentClass: this.ChatMessage }, TextEditor: { enrichers: [SYSTEM_ENRICHER] },
      sounds: { dice: "sounds/dice.wav" }, debug: { hooks: false } };
  }

  /** The client's `game` as module code sees it (the placeholder before Game.create). */
  get game() { return vm.runInContext("globalThis.game", this.context); }

  #declareGlobals() {
    this.context.__harness = { Hooks: this.Hooks, ChatMessage: this.ChatMessage, CONFIG: this.CONFIG };
    const ui = { windows: {} };
    if (this.version === 12) {
      this.context.__harness.foundry = { documents: { BaseChatMessage: class BaseChatMessage {} } };
      this.context.__harness.ui = ui;
      new vm.Script(`globalThis.Hooks = Hooks;
        const ChatMessage = __harness.ChatMessage;
        const CONFIG = globalThis.CONFIG = __harness.CONFIG;
        let game = globalThis.game = {};
        globalThis.ui = __harness.ui;
        globalThis.foundry = __harness.foundry;`, { filename: "foundry/v12-head.js" }).runInContext(this.context);
    } else {
      const documents = { ChatMessage: this.ChatMessage, BaseChatMessage: class BaseChatMessage {} };
      Object.assign(this.context, { foundry: { documents, CONFIG: this.CONFIG }, CONFIG: this.CONFIG,
        game: { view: "game" }, ui, ChatMessage: this.ChatMessage, Hooks: this.Hooks });
    }
    delete this.context.__harness;
  }

  async #loadModule() {
    const manifest = JSON.parse(fs.readFileSync(path.join(MODULE_DIR, "module.json"), "utf8"));
    const cache = new Map();
    const load = (file) => {
      if (!cache.has(file)) {
        cache.set(file, new vm.SourceTextModule(fs.readFileSync(file, "utf8"),
          { context: this.context, identifier: pathToFileURL(file).href }));
      }
      return cache.get(file);
    };
    for (const entry of manifest.esmodules) {
      const module = load(path.join(MODULE_DIR, entry));
      await module.link((specifier, referrer) => load(fileURLToPath(new URL(specifier, referrer.identifier))));
      await module.evaluate();
    }
  }

  #createGame() {
    const users = new Users(this.server.users.map((u) => [u.id, { ...u }]));
    const settings = new ClientSettings(this.server.worldSettings, this.clientSettings);
    const client = this;
    return {
      // `game.i18n`: the `Localization` the Game constructor makes, `lang` its target
      // language (foundry-vtt-types `client/apps/i18n.d.mts`: "en" by default).
      view: "game", ready: false, settings, user: null, users: null, messages: null,
      i18n: localization(client.language), release: { generation: client.version },
      modules: new Collection([[moduleManifest().id, { id: moduleManifest().id, active: true }],
        ["dice-so-nice", { id: "dice-so-nice", active: client.diceSoNice }]]),
      async initialize() {
        client.Hooks.callAll("init");
        settings.register("core", "rollMode", { scope: "client", type: String, default: "publicroll" });
        client.Hooks.callAll("i18nInit");
        this.users = users;
        this.user = users.get(client.userId);
        this.messages = new Collection();
        for (const source of client.server.messages.values()) this.messages.set(source._id, new client.ChatMessage(source));
        client.Hooks.callAll("setup");
        const ui = vm.runInContext("globalThis.ui", client.context);
        ui.notifications = {
          info: (m) => client.notifications.push({ level: "info", message: String(m) }),
          warn: (m) => client.notifications.push({ level: "warn", message: String(m) }),
          error: (m) => client.notifications.push({ level: "error", message: String(m) }),
        };
        if (client.diceSoNice) installDiceSoNice(client);
        this.ready = true;
        client.Hooks.callAll("ready");
      },
    };
  }

  /** Load the module, then DOMContentLoaded: Game.create and game.initialize(). */
  async boot() {
    this.#declareGlobals();
    await this.#loadModule();
    this.server.clients.push(this);
    this.context.__game = this.#createGame();
    const tail = this.version === 12 ? "game = globalThis.game = __game;" : "globalThis.game = __game;";
    new vm.Script(`${tail} delete globalThis.__game;`, { filename: "foundry/tail.js" }).runInContext(this.context);
    await this.game.initialize();
    return this;
  }

  /** A new message relayed by the server: into the collection, `createChatMessage`, and
   * `_onCreate`'s `ui.chat.postOne(this, {notify: true})`: a message not visible to this
   * user is not posted; a visible one is rendered (its render hook called) and
   * `ChatLog#notify` plays `message.sound` (v12 and v13) and, in v13, posts a copy of the
   * card to the notification area, rendered with `{canDelete: false, canClose: true}`
   * (`#postNotification`; the sidebar is collapsed in these worlds, so
   * `_shouldShowNotifications()` holds). A card hidden by its render hook
   * (`style.display = "none"`) is not seen. */
  receive(source, options) {
    if (this.closed) return;
    const doc = new this.ChatMessage(source);
    this.game.messages.set(doc.id, doc);
    this.Hooks.callAll("createChatMessage", doc, options, source.author);
    const shown = this.render(doc, { canDelete: this.game.user.isGM, canClose: false });
    if (!shown) return;
    this.rendered.set(doc.id, shown);
    if (doc.sound) this.sounds.push(doc.id);
    if (this.version >= 13) {
      const card = this.render(doc, { canDelete: false, canClose: true });
      if (card?.card.style.display !== "none") this.cards.push(doc.id);
    }
  }

  /** `ChatMessage#getHTML` (v12: hook `renderChatMessage`, the card wrapped like jQuery)
   * or `#renderHTML` (v13: hook `renderChatMessageHTML`, the element and the message
   * data with `canDelete`, `canClose`). */
  render(doc, context) {
    const shown = doc.renderFor(this.game.user);
    if (!shown) return null;
    const card = new Card(shown);
    Object.defineProperty(shown, "card", { value: card, enumerable: false });
    if (this.version >= 13) this.Hooks.callAll("renderChatMessageHTML", doc, card, context);
    else this.Hooks.callAll("renderChatMessage", doc, [card], context);
    return shown;
  }

  /** ChatLog#processMessage: the `chatMessage` hook, then Foundry's own commands. */
  async chat(text) {
    const message = text.trim();
    const chatData = { author: this.game.user.id, speaker: { alias: this.game.user.name } };
    if (this.Hooks.call("chatMessage", {}, message, chatData) === false) return "handled";
    const command = message.match(/^\/[^\s]+/)?.[0];
    if (command && !["/roll", "/r", "/gmroll", "/w", "/whisper", "/ooc", "/ic", "/emote"].includes(command)) {
      this.notifications.push({ level: "error", message: INVALID(command) });
      return "invalid";
    }
    await this.ChatMessage.create({ ...chatData, _id: randomId(), content: message }, {});
    return "posted";
  }

  /** The browser tab closes: no more timers, requests fail, open streams end. */
  close() {
    this.closed = true;
    this.clearTimers();
    this.abort.abort();
    this.server.clients = this.server.clients.filter((c) => c !== this);
  }
}

export function randomId() {
  const chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  return Array.from({ length: 16 }, () => chars[Math.floor(Math.random() * chars.length)]).join("");
}
