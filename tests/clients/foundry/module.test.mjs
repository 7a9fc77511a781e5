// The Foundry module against a real server (started by tests/clients/foundry/
// test_foundry_module.py) and a stand-in for Foundry's globals: Hooks, game (settings,
// user, users, messages) and ChatMessage (which, like Foundry's, refuses an unevaluated
// roll and a duplicate id).
import assert from "node:assert/strict";
import { after, test } from "node:test";

globalThis.TABLETOP_NO_AUTOSTART = true;
const { install, MODULE_ID, parseCommand } = await import("../../../clients/foundry/scripts/tabletop.mjs");

const env = process.env;
const SERVER = env.TABLETOP_SERVER;
const GAME = env.TABLETOP_GAME;

class FakeHooks {
  constructor() { this.handlers = {}; }
  on(name, fn) { (this.handlers[name] ??= []).push(fn); }
  once(name, fn) { this.on(name, fn); }
  call(name, ...args) { return (this.handlers[name] ?? []).map((fn) => fn(...args)); }
}

const worlds = [];
after(() => { for (const world of worlds) world.state.follower?.stop(); });

function fakeWorld({ token, isGM = true, activeGM = true, gameId = GAME }) {
  const values = new Map();
  const me = { id: isGM ? "gmUser000000001" : "player000000001", isGM, active: true };
  const other = { id: "gmUser000000000", isGM: true, active: true };
  const messages = new Map();
  const game = {
    user: me,
    users: { activeGM: activeGM ? me : other },
    messages: { get: (id) => messages.get(id), get size() { return messages.size; },
      contents: () => [...messages.values()] },
    settings: {
      registered: {},
      register(scope, key, data) { this.registered[`${scope}.${key}`] = data; },
      get(scope, key) { return values.get(`${scope}.${key}`); },
      set(scope, key, value) { values.set(`${scope}.${key}`, value); },
    },
  };
  const created = [];
  const ChatMessage = {
    async create(data, options) {
      assert.equal(options?.keepId, true);
      assert.match(data._id, /^[a-zA-Z0-9]{16}$/);
      if (messages.has(data._id)) throw new Error(`duplicate id ${data._id}`);
      for (const roll of data.rolls) {
        if (!roll.evaluated) throw new Error("Roll objects added to ChatMessage documents must be evaluated");
      }
      created.push(data);
      messages.set(data._id, data);
      return data;
    },
  };
  const hooks = new FakeHooks();
  const requests = [];
  const fetchImpl = (url, init = {}) => {
    requests.push({ url: String(url), headers: { ...(init.headers ?? {}) } });
    return fetch(url, init);
  };
  const state = install({ Hooks: hooks, game, ChatMessage, fetchImpl,
    ui: { notifications: { error: (text) => { throw new Error(text); } } } });
  hooks.call("init");
  game.settings.set(MODULE_ID, "serverUrl", SERVER);
  game.settings.set(MODULE_ID, "gameId", gameId);
  game.settings.set(MODULE_ID, "seatToken", token);
  const world = { game, hooks, created, requests, state, start: () => hooks.call("ready") };
  worlds.push(world);
  return world;
}

async function exportCount(token, gameId = GAME) {
  const response = await fetch(`${SERVER}/v1/games/${gameId}/export?format=foundry`,
    { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()).messages.length;
}

async function until(condition, seconds = 30) {
  for (let i = 0; i < seconds * 50 && !(await condition()); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function command(body, token = env.TABLETOP_GM_TOKEN) {
  const response = await fetch(`${SERVER}/v1/games/${GAME}/commands`, {
    method: "POST", body: JSON.stringify(body),
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
  });
  assert.equal(response.status, 200, await response.text());
}

test("settings keep the seat token in the client scope and the rest in the world", () => {
  const world = fakeWorld({ token: env.TABLETOP_GM_TOKEN });
  const registered = world.game.settings.registered;
  assert.equal(registered[`${MODULE_ID}.seatToken`].scope, "client");
  assert.equal(registered[`${MODULE_ID}.serverUrl`].scope, "world");
  assert.equal(registered[`${MODULE_ID}.gameId`].scope, "world");
});

test("the active GM posts every entry once, across a reconnect", async () => {
  const gm = fakeWorld({ token: env.TABLETOP_GM_TOKEN });
  const idle = fakeWorld({ token: env.TABLETOP_GM_TOKEN, activeGM: false });
  gm.start();
  idle.start();
  await until(async () => gm.created.length >= await exportCount(env.TABLETOP_GM_TOKEN));
  const before = gm.created.length;
  assert.ok(before > 0);
  await until(() => gm.state.follower.lastEventId !== null || gm.state.follower.connections > 0);
  gm.state.follower.reconnect();
  await command({ type: "Increment", by: 2 });
  await command({ type: "RollDie" });
  await until(async () => gm.created.length >= await exportCount(env.TABLETOP_GM_TOKEN)
    && gm.state.follower.connections >= 2);
  const ids = gm.created.map((m) => m._id);
  assert.equal(new Set(ids).size, ids.length, "a message was posted twice");
  assert.equal(gm.created.length, await exportCount(env.TABLETOP_GM_TOKEN));
  assert.ok(gm.created.length >= before + 2);
  const resumed = gm.requests.filter((r) => r.url.includes("/events/stream"));
  assert.ok(resumed.length >= 2 && resumed.at(-1).headers["Last-Event-ID"] !== undefined,
    "the reconnect did not resume with Last-Event-ID");
  assert.ok(resumed.every((r) => r.headers.Authorization === `Bearer ${env.TABLETOP_GM_TOKEN}`));
  const rolled = gm.created.filter((m) => m.flavor === "RollDie");
  assert.ok(rolled.length >= 1 && rolled.every((m) => m.rolls[0].terms[0].class === "Die"));
  assert.equal(idle.created.length, 0, "a GM who is not the active GM posted");
  for (const world of [gm, idle]) world.state.follower.stop();
});

test("a player seat's module never posts gm-only text", async () => {
  const player = fakeWorld({ token: env.TABLETOP_PLAYER_TOKEN });
  player.start();
  await until(async () => player.created.length >= await exportCount(env.TABLETOP_PLAYER_TOKEN));
  player.state.follower.stop();
  assert.ok(player.created.length > 0);
  const text = JSON.stringify(player.created);
  assert.ok(!text.includes(env.TABLETOP_SECRET), "the player's chat shows the gm's secret");
});

test("a player who is no GM never follows the feed nor posts", async () => {
  const player = fakeWorld({ token: env.TABLETOP_PLAYER_TOKEN, isGM: false });
  player.start();
  assert.equal(player.state.follower, null);
  assert.equal(player.created.length, 0);
});

test("/tt sends a command as the seat", async () => {
  const player = fakeWorld({ token: env.TABLETOP_PLAYER_TOKEN, isGM: false });
  assert.deepEqual(parseCommand("/tt Increment by=3"), { type: "Increment", by: 3 });
  assert.equal(parseCommand("hello"), null);
  const before = (await (await fetch(`${SERVER}/v1/games/${GAME}`, {
    headers: { Authorization: `Bearer ${env.TABLETOP_PLAYER_TOKEN}` } })).json()).version;
  const [handled] = player.hooks.call("chatMessage", {}, '/tt {"type": "Increment", "by": 1}');
  assert.equal(handled, false);
  await until(async () => (await (await fetch(`${SERVER}/v1/games/${GAME}`, {
    headers: { Authorization: `Bearer ${env.TABLETOP_PLAYER_TOKEN}` } })).json()).version > before);
  const after = (await (await fetch(`${SERVER}/v1/games/${GAME}`, {
    headers: { Authorization: `Bearer ${env.TABLETOP_PLAYER_TOKEN}` } })).json()).version;
  assert.equal(after, before + 1);
});

test("ESPRI board changes carry the server's board picture", async () => {
  const gameId = env.TABLETOP_ESPRI_GAME;
  const token = env.TABLETOP_ESPRI_GM_TOKEN;
  const gm = fakeWorld({ token, gameId });
  gm.start();
  await until(async () => gm.created.length >= await exportCount(token, gameId));
  gm.state.follower.stop();
  const boards = gm.created.filter((m) => m.flags[MODULE_ID].board_picture);
  assert.ok(boards.length > 0, "no message changed the board");
  for (const message of boards) {
    const match = message.content.match(/<img class="tabletop-board" src="data:image\/svg\+xml;base64,([^"]+)"/);
    assert.ok(match, "a board change without the board picture");
    assert.match(Buffer.from(match[1], "base64").toString(), /<svg/);
    assert.ok(gm.requests.some((r) => r.url === `${SERVER}${message.flags[MODULE_ID].board_picture}`));
  }
  const others = gm.created.filter((m) => !m.flags[MODULE_ID].board_picture);
  assert.ok(others.every((m) => !m.content.includes("tabletop-board")));
});
