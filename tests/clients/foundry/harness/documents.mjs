// The documents and helpers of a harness client: settings, the users and messages
// collections, TextEditor.enrichHTML, and ChatMessage with the rules of v12 and v13.
// Sources (Foundry's client code, see clients/foundry/README.md for the files read):
// - ClientSettings: `register` keeps a setting's config; `get` of a setting nobody
//   registered throws `"<ns>.<key>" is not a registered game setting`; world-scope values
//   are the world's (shared), client-scope ones this browser's.
// - ChatMessage v12 (`client/data/documents/chat-message.js`) and v13
//   (`client/documents/chat-message.mjs`): `visible`, `isContentVisible`, `applyRollMode`,
//   `_preCreate` (immediate inline rolls in `content`, then the roll mode) and the roll
//   content rule of `getHTML` (v12) / `renderHTML` (v13).
// - TextEditor.enrichHTML: content links, hyperlinks, inline rolls, embeds and the
//   registered `CONFIG.TextEditor.enrichers`, each matched inside one text node.
import { rollFromData, inlineRollResult } from "./dice.mjs";
import { childElementCount, escape, replaceInTextNodes } from "./html.mjs";

const MODES = { PUBLIC: "publicroll", PRIVATE: "gmroll", BLIND: "blindroll", SELF: "selfroll" };
const LINK_TYPES = ["Actor", "Adventure", "Cards", "Item", "JournalEntry", "JournalEntryPage",
  "Macro", "Playlist", "PlaylistSound", "RollTable", "Scene", "Compendium", "UUID"];
const ENRICHERS = [
  [new RegExp(`@(${LINK_TYPES.join("|")})\\[([^#\\]]+)(?:#([^\\]]+))?](?:{([^}]+)})?`, "g"),
    (m) => `<a class="content-link" data-uuid="${escape(m[2])}">${escape(m[4] ?? m[2])}</a>`],
  [/(https?:\/\/)(www\.)?([^\s<]+)/gi, (m) => `<a class="hyperlink" href="${escape(m[0])}">${escape(m[0])}</a>`],
  [/\[\[(\/[a-zA-Z]+\s)?(.*?)(]{2,3})(?:{([^}]+)})?/gi, (m) => `<a class="inline-roll roll">${escape(m[2])}</a>`],
  [/@Embed\[(?<config>[^\]]+)](?:{(?<label>[^}]+)})?/gi, (m) => `<figure class="content-embed">${escape(m[1])}</figure>`],
];

export class ClientSettings {
  constructor(world, client) { Object.assign(this, { world, client, settings: new Map() }); }

  register(namespace, key, data) {
    if (!namespace || !key) throw new Error("You must specify both namespace and key portions of the setting");
    this.settings.set(`${namespace}.${key}`, { ...data, key, namespace, scope: data.scope ?? "client" });
  }

  #config(namespace, key) {
    const config = this.settings.get(`${namespace}.${key}`);
    if (!config) throw new Error(`"${namespace}.${key}" is not a registered game setting`);
    return config;
  }

  get(namespace, key) {
    const config = this.#config(namespace, key);
    const store = config.scope === "world" ? this.world : this.client;
    const id = `${namespace}.${key}`;
    const value = store.has(id) ? store.get(id) : config.default;
    if (config.type === Number) return Number(value);
    if (config.type === String) return String(value ?? "");
    return value;
  }

  async set(namespace, key, value) {
    const config = this.#config(namespace, key);
    (config.scope === "world" ? this.world : this.client).set(`${namespace}.${key}`, value);
    config.onChange?.(value);
    return value;
  }
}

/** A world collection (Foundry's Collection is a Map with array helpers). */
export class Collection extends Map {
  get contents() { return [...this.values()]; }
  filter(fn) { return this.contents.filter(fn); }
  find(fn) { return this.contents.find(fn); }
  some(fn) { return this.contents.some(fn); }
  map(fn) { return this.contents.map(fn); }
  [Symbol.iterator]() { return this.values(); }
}

export class Users extends Collection {
  /** v11+: the active GM with the lowest id is the one designated to act for the world. */
  get activeGM() { return this.filter((u) => u.isGM && u.active).sort((a, b) => a.id.localeCompare(b.id))[0] ?? null; }
  get players() { return this.filter((u) => !u.isGM); }
}

/** TextEditor.enrichHTML(content): every enricher over the text nodes, in Foundry's order. */
export function enrichHTML(content, customEnrichers = []) {
  let html = String(content ?? "");
  for (const [pattern, replace] of [...ENRICHERS, ...customEnrichers.map((e) => [e.pattern, e.enricher])]) {
    html = replaceInTextNodes(html, pattern, replace);
  }
  return html;
}

const ID = /^[a-zA-Z0-9]{16}$/;

/** The ChatMessage class of one client, with the rules of `version` (12 or 13). */
export function chatMessageClass(client, version) {
  const game = () => client.game;

  class ChatMessage {
    static get implementation() { return client.CONFIG.ChatMessage.documentClass; }

    static async create(data, options = {}) { return client.server.createMessage(client, data, options); }

    static getWhisperRecipients(name) {
      if (["GM", "DM"].includes(name.toUpperCase())) return game().users.filter((u) => u.isGM);
      return game().users.filter((u) => u.name.toLowerCase() === name.toLowerCase());
    }

    static applyRollMode(chatData, rollMode) {
      if (rollMode === "roll") rollMode = game().settings.get("core", "rollMode");
      if (version === 12) {
        if ([MODES.PRIVATE, MODES.BLIND].includes(rollMode)) chatData.whisper = ChatMessage.getWhisperRecipients("GM").map((u) => u.id);
        else if (rollMode === MODES.SELF) chatData.whisper = [game().user.id];
        else if (rollMode === MODES.PUBLIC) chatData.whisper = [];
      } else {
        if (rollMode === MODES.PUBLIC) chatData.whisper = [];
        else if (rollMode === MODES.SELF) chatData.whisper = [game().user.id];
        else if (!chatData.whisper?.length) chatData.whisper = game().users.filter((u) => u.isGM).map((u) => u.id);
      }
      chatData.blind = rollMode === MODES.BLIND;
      return chatData;
    }

    /** Construct and validate (BaseChatMessage's schema, the fields a module sends). */
    constructor(source) {
      const data = { type: "base", style: 0, content: "", flavor: "", whisper: [], blind: false,
        rolls: [], flags: {}, speaker: {}, timestamp: Date.now(), ...source };
      if (!ID.test(String(data._id))) throw new Error(`ChatMessage validation errors:\n  _id: must be a valid 16-character alphanumeric ID`);
      if (!Array.isArray(data.whisper) || data.whisper.some((id) => !ID.test(String(id)))) throw new Error("ChatMessage validation errors:\n  whisper: must be an array of User ids");
      for (const field of ["content", "flavor"]) if (typeof data[field] !== "string") throw new Error(`ChatMessage validation errors:\n  ${field}: must be a string`);
      this._source = JSON.parse(JSON.stringify(data));
      this._source.rolls.forEach(rollFromData);
      this.#prepare();
    }

    #prepare() {
      const { author: _author, ...fields } = JSON.parse(JSON.stringify(this._source));
      Object.assign(this, fields);
      this.rolls = this._source.rolls.map(rollFromData);
    }

    updateSource(changes) { Object.assign(this._source, JSON.parse(JSON.stringify(changes))); this.#prepare(); }

    get id() { return this._source._id; }
    getFlag(scope, key) { return this._source.flags?.[scope]?.[key]; }
    get author() { return game().users.get(this._source.author) ?? null; }
    get alias() { return this.speaker?.alias || this.author?.name || "Unknown User"; }
    get isRoll() { return this.rolls.length > 0; }
    isAuthorFor(user) { return user?.id === this._source.author; }

    visibleTo(user) {
      if (this.whisper.length) return this.isRoll || this.isAuthorFor(user) || this.whisper.includes(user.id);
      return true;
    }

    contentVisibleTo(user) {
      if (!this.isRoll) return this.visibleTo(user);
      if (this.whisper.length) return this.whisper.includes(user.id) || (this.isAuthorFor(user) && !this.blind);
      return true;
    }

    get visible() { return this.visibleTo(game().user); }
    get isContentVisible() { return this.contentVisibleTo(game().user); }

    /** `_preCreate(data, options, user)` of v12 / v13. */
    async _preCreate(data, options) {
      if (typeof data.content === "string") {
        const pattern = version === 12 ? /\[\[[^/].*?]{2,3}/g : /\[\[(.*?)(]{2,3})(?:{([^}]+)})?/g;
        let content = data.content;
        for (const [expression] of data.content.matchAll(pattern)) {
          content = content.replace(expression, inlineRollResult(expression));
        }
        this.updateSource({ content });
      }
      if (!this.isRoll) return;
      if (!("sound" in data)) this.updateSource({ sound: client.CONFIG.sounds.dice });
      const updates = { whisper: [...this.whisper], blind: this.blind };
      if (version === 12) {
        if (options.rollMode || !(data.whisper?.length > 0)) this.updateSource(ChatMessage.applyRollMode(updates, options.rollMode || "roll"));
      } else if (options.rollMode) this.updateSource(ChatMessage.applyRollMode(updates, options.rollMode));
    }

    /** What the chat log shows `user` (v12 getHTML / v13 renderHTML): null when the
     * message is not shown at all (ChatLog#postOne skips messages that are not visible). */
    renderFor(user) {
      if (!this.visibleTo(user)) return null;
      const message = { ...this._source, content: enrichHTML(this.content, client.CONFIG.TextEditor.enrichers) };
      let alias = this.alias;
      if (this.isRoll) {
        if (this.contentVisibleTo(user)) {
          if (!childElementCount(message.content) && this.rolls.length) message.content = this.rolls.map((r) => r.render()).join("");
        } else {
          alias = this.author?.name ?? "Unknown User";
          message.flavor = `${escape(alias)} privately rolled some dice`;
          message.content = this.rolls.map((r) => r.render({ isPrivate: true })).join("");
        }
      }
      const flavor = message.flavor ? `<span class="flavor-text">${message.flavor}</span>` : "";
      const html = `<li class="chat-message message" data-message-id="${this.id}"><header class="message-header"><h4 class="message-sender">${escape(alias)}</h4>${flavor}</header><div class="message-content">${message.content}</div></li>`;
      return { html, content: message.content, flavor: message.flavor, alias };
    }
  }
  return ChatMessage;
}
