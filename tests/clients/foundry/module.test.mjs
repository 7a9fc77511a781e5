// The Foundry module (clients/foundry, its module.json entry file unmodified) booted by the
// harness as Foundry v12 and v13 boot, against a real server (started, with its games, by
// tests/clients/foundry/test_foundry_module.py). See clients/foundry/README.md for the
// Foundry and Dice So Nice sources the harness follows.
import assert from "node:assert/strict";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterEach, test } from "node:test";
import { MODULE_DIR } from "./harness/foundry.mjs";
import { elements, textContent } from "./harness/html.mjs";
import { ANN, ASSISTANT, BOB, GM, ID, SERVER, VERSIONS, browser, closeAll, command, exported,
  plain, synced, until, visibleText, world } from "./world.mjs";

const env = process.env;
const GAME = env.TABLETOP_GAME;
afterEach(closeAll);

const ours = (message) => message.flags?.[ID] ?? {};
const messagesOf = (server) => [...server.messages.values()];
/** A page of a player's chat log around one message (the cards as the harness rendered
 * them, with the module's stylesheet), for the documentation's screenshot. */
function writeChatPage(file, client, around) {
  const ids = [...client.rendered.keys()];
  const at = ids.indexOf(around);
  const cards = ids.slice(Math.max(0, at - 3), at + 1).map((id) => client.rendered.get(id).html).join("");
  const css = fs.readFileSync(path.join(MODULE_DIR, "styles/tabletop.css"), "utf8");
  const foundry = "body{margin:0;background:#1b1d24;font-family:Signika,sans-serif}ol{list-style:none;margin:0;padding:8px;width:300px}"
    + ".chat-message{background:#e8e6dc;border:1px solid #7a7971;border-radius:5px;margin:0 0 6px;padding:6px;font-size:13px}"
    + ".message-header{display:flex;flex-wrap:wrap;gap:4px;align-items:baseline}.message-sender{margin:0;font-size:14px}"
    + ".flavor-text{font-size:12px;color:#4b4a44;width:100%}.dice-formula,.dice-total{text-align:center;border:1px solid #999;border-radius:3px;margin:2px 0;background:#f0f0e0}"
    + ".dice-total{font-weight:bold;font-size:16px}.dice-tooltip{display:none}";
  fs.writeFileSync(file, `<!doctype html><html><head><meta charset="utf-8"><style>${foundry}${css}</style></head><body><ol>${cards}</ol></body></html>`);
}

const classes = (html) => elements(html).map((e) => (e.attrs.match(/class="([^"]*)"/)?.[1] ?? ""));

for (const version of VERSIONS) {
  test(`v${version}: the module boots as Foundry boots it: settings in init, nothing logged`, async () => {
    const server = world({ gameId: GAME });
    const gm = await browser(server, { version, token: env.TABLETOP_GM_TOKEN });
    assert.deepEqual(gm.console.error, [], "Foundry logged errors while booting the module");
    const registered = gm.game.settings.settings;
    assert.ok(registered.has(`${ID}.seatToken`), "the settings were not registered in init");
    assert.equal(registered.get(`${ID}.seatToken`).scope, "client");
    for (const key of ["serverUrl", "gameId", "historyLimit"]) assert.equal(registered.get(`${ID}.${key}`).scope, "world");
    assert.equal(gm.game.settings.get(ID, "historyLimit"), 50);
    const ids = await synced(server, GAME, env.TABLETOP_GM_TOKEN);
    assert.equal(server.messages.size, ids.length, "the GM's browser did not post the log");
    assert.deepEqual(gm.notifications, [], gm.console.warn.join("\n"));
  });

  test(`v${version}: the active GM posts every entry once, across a reconnect; another GM posts nothing`, async () => {
    const server = world({ gameId: GAME, assistantActive: true });
    const gm = await browser(server, { version, token: env.TABLETOP_GM_TOKEN });
    const assistant = await browser(server, { version, userId: ASSISTANT, token: env.TABLETOP_GM_TOKEN });
    const ann = await browser(server, { version, userId: ANN, token: env.TABLETOP_PLAYER_TOKEN });
    const before = (await synced(server, GAME, env.TABLETOP_GM_TOKEN)).length;
    assert.equal(server.messages.size, before, "the GM's browser did not post the log");
    const follower = gm.game.modules.get(ID).api?.follower;
    assert.ok(follower, "the module does not follow the feed");
    await until(() => follower.connections > 0);
    follower.reconnect();
    await command(GAME, env.TABLETOP_GM_TOKEN, { type: "Increment", by: 2 });
    await command(GAME, env.TABLETOP_PLAYER_TOKEN, { type: "RollDie" });
    const ids = await synced(server, GAME, env.TABLETOP_GM_TOKEN);
    await until(() => follower.connections >= 2);
    assert.equal(ids.length, before + 2);
    assert.equal(server.messages.size, ids.length, "a message was posted twice or not at all");
    assert.ok(messagesOf(server).every((m) => m.author === GM), "a GM who is not the active GM posted");
    const streams = gm.requests.filter((r) => r.url.includes("/events/stream"));
    assert.ok(streams.length >= 2 && streams.at(-1).headers["Last-Event-ID"] !== undefined);
    assert.ok(streams.every((r) => r.headers.Authorization === `Bearer ${env.TABLETOP_GM_TOKEN}`));
    const gmOnly = messagesOf(server).filter((m) => ours(m).gm_only).length;
    const assistantReads = assistant.requests.filter((r) => r.url.includes("/export")).length;
    assert.ok(assistantReads <= gmOnly, "an idle GM read the export for more than its gm-only entries");
    const rolled = messagesOf(server).filter((m) => ours(m).command === "RollDie");
    assert.ok(rolled.length >= 2);
    for (const message of rolled) {
      assert.deepEqual([message.whisper, message.blind], [[], false]);
      const shown = ann.rendered.get(message._id);
      assert.match(shown.content, /class="dice-total">[1-6]</, "the player sees no dice total");
    }
    assert.deepEqual([gm.console.error, gm.notifications], [[], []]);
  });

  test(`v${version}: a whole ESPRI Call arrives with its gems and board pictures`, async () => {
    const server = world({ gameId: env.TABLETOP_ESPRI_GAME, historyLimit: 500 });
    await browser(server, { version, token: env.TABLETOP_ESPRI_GM_TOKEN });
    const bob = await browser(server, { version, userId: BOB });
    const ids = await synced(server, env.TABLETOP_ESPRI_GAME, env.TABLETOP_ESPRI_GM_TOKEN);
    assert.equal(server.messages.size, ids.length);
    const all = messagesOf(server);
    const boards = all.filter((m) => ours(m).board_picture);
    assert.ok(boards.length > 0, "no message changed the board");
    const pictures = new Set();
    for (const message of boards) {
      const match = message.content.match(/<img class="tabletop-board" src="([^"]+)"/);
      assert.ok(match, "a board change without the board picture");
      assert.match(match[1], new RegExp(`^${SERVER}/v1/shared/[^/]+/board\\.svg\\?at=${ours(message).versions.at(-1)}&`));
      assert.ok(message.content.length < 2048, "the board picture is inlined, not referenced");
      pictures.add(match[1].replace(/&amp;/g, "&"));
    }
    for (const src of [...pictures].slice(0, 2)) {
      const picture = await fetch(src); // as an <img> loads it: no token
      assert.equal(picture.status, 200);
      assert.match(await picture.text(), /<svg/);
    }
    const drawn = all.find((m) => ours(m).command === "DrawGems");
    assert.ok(bob.rendered.get(drawn._id).content.includes('class="tabletop-gem"'));
    for (const step of ["DeclareCall", "DrawGems", "PlaceCallGems", "PerformCommunionRitual"]) {
      assert.ok(all.some((m) => ours(m).command === step), `no ${step} in the chat`);
    }
    if (version === 13 && env.TABLETOP_FOUNDRY_SHOT) writeChatPage(env.TABLETOP_FOUNDRY_SHOT, bob, boards.at(-1)._id);
  });

  test(`v${version}: a French GM's world gets the log in French, in the rulebook's words`, async () => {
    const server = world({ gameId: env.TABLETOP_ESPRI_GAME, historyLimit: 500 });
    const gm = await browser(server, { version, token: env.TABLETOP_ESPRI_GM_TOKEN, language: "fr" });
    await synced(server, env.TABLETOP_ESPRI_GAME, env.TABLETOP_ESPRI_GM_TOKEN);
    assert.ok(gm.requests.some((r) => r.headers["Accept-Language"] === "fr"), "no request in French");
    const text = messagesOf(server).map((m) => `${m.content} ${m.flavor ?? ""}`).join("\n");
    assert.match(text, /rejoint le Quatuor/);
    assert.match(text, /Appel se termine/);
    assert.doesNotMatch(text, /joins the quartet/);
  });

  test(`v${version}: an Ardri roll is public and drawn with its dice, whatever the GM's roll mode`, async () => {
    const server = world({ gameId: env.TABLETOP_ARDRI_GAME, historyLimit: 500 });
    const gm = await browser(server, { version, token: env.TABLETOP_ARDRI_GM_TOKEN });
    const ann = await browser(server, { version, userId: ANN, token: env.TABLETOP_ARDRI_PLAYER_TOKEN });
    await synced(server, env.TABLETOP_ARDRI_GAME, env.TABLETOP_ARDRI_GM_TOKEN);
    assert.equal(gm.game.settings.get("core", "rollMode"), "gmroll");
    const message = messagesOf(server).find((m) => ours(m).command === "RollAction");
    assert.deepEqual([message.whisper, message.blind], [[], false]);
    const shown = ann.rendered.get(message._id);
    assert.match(shown.content, /class="dice-formula">3d10cs&lt;=\d+ \+ 1d\d+cs&lt;=\d+</);
    assert.match(shown.content, new RegExp(`class="dice-total">${message.rolls[0].total}<`));
    const results = elements(shown.content).filter((e) => /class="roll /.test(e.attrs));
    assert.deepEqual(results.map((e) => e.children.map((c) => c.text).join("")), ["4", "7", "9", "3"]);
    assert.match(visibleText(shown.flavor), /Roll action/);
    assert.ok(visibleText(shown.flavor).length > "Roll action".length + 10, "the narration is missing");
  });

  test(`v${version}: Locquemare secrets are whispered to the GMs only; public flags carry the observer view`, async () => {
    const server = world({ gameId: env.TABLETOP_LOC_GAME, historyLimit: 500 });
    const gm = await browser(server, { version, token: env.TABLETOP_LOC_GM_TOKEN });
    const ann = await browser(server, { version, userId: ANN });
    await synced(server, env.TABLETOP_LOC_GAME, env.TABLETOP_LOC_GM_TOKEN);
    const hidden = JSON.parse(env.TABLETOP_LOC_HIDDEN);
    const all = messagesOf(server);
    const secret = all.filter((m) => ours(m).gm_only);
    assert.ok(secret.length > 0, "no entry was gm-only");
    for (const message of secret) {
      assert.deepEqual(message.whisper.toSorted(), [GM, ASSISTANT]);
      assert.equal(ours(message).events, undefined, "a gm-only message carries event data");
    }
    const gmSees = () => JSON.stringify(plain([...gm.rendered.values()]));
    await until(() => hidden.some((text) => gmSees().includes(text)));
    assert.ok(hidden.some((text) => gmSees().includes(text)), "the GM does not see the secrets");
    const annSees = JSON.stringify(plain([...ann.rendered.values()]));
    const publicData = JSON.stringify(all.filter((m) => m.whisper.length === 0));
    for (const text of hidden) {
      assert.ok(!annSees.includes(text), `the player sees ${text}`);
      assert.ok(!publicData.includes(text), `a public message carries ${text}`);
    }
    const key = [...ann.rendered.values()].find((r) => visibleText(textContent(r.content)).includes(env.TABLETOP_LOC_KEY));
    assert.ok(key, "the known key's text is not shown as typed");
  });

  test(`v${version}: names and notes that look like Foundry markup stay text`, async () => {
    const server = world({ gameId: GAME });
    await browser(server, { version, token: env.TABLETOP_GM_TOKEN });
    const bob = await browser(server, { version, userId: BOB });
    await synced(server, GAME, env.TABLETOP_GM_TOKEN);
    const shown = [...bob.rendered.values()];
    for (const name of JSON.parse(env.TABLETOP_MARKUP_NAMES)) {
      assert.ok(shown.some((r) => visibleText(textContent(r.content)).includes(name)
        || visibleText(textContent(r.flavor ?? "")).includes(name)), `${name} is not shown as typed`);
    }
    const made = shown.flatMap((r) => [...classes(r.content), ...classes(r.flavor ?? "")]);
    for (const kind of ["inline-roll", "content-link", "hyperlink", "system-enriched", "content-embed"]) {
      assert.ok(!made.some((c) => c.includes(kind)), `Foundry made a ${kind} out of a name`);
    }
  });

  test(`v${version}: a first sync posts the last entries and one summary, without 3D dice; live rolls animate`, async () => {
    const server = world({ gameId: env.TABLETOP_LONG_GAME, historyLimit: 3 });
    const gm = await browser(server, { version, token: env.TABLETOP_LONG_GM_TOKEN });
    const ann = await browser(server, { version, userId: ANN });
    await until(() => server.messages.size >= 4);
    const ids = (await exported(env.TABLETOP_LONG_GAME, env.TABLETOP_LONG_GM_TOKEN)).map((m) => m._id);
    assert.ok(ids.length > 4);
    const all = messagesOf(server);
    const summary = all.filter((m) => ours(m).summary_through);
    assert.equal(summary.length, 1);
    assert.match(summary[0].content, new RegExp(`${ids.length - 3} earlier entries`));
    assert.deepEqual(all.filter((m) => !ours(m).summary_through).map((m) => m._id), ids.slice(-3));
    assert.ok(all.every((m) => ours(m).history === true && m.flags["dice-so-nice"]?.skip === true));
    assert.deepEqual([gm.animated, ann.animated], [[], []], "history was animated");
    const { version: live } = await command(env.TABLETOP_LONG_GAME, env.TABLETOP_LONG_GM_TOKEN, { type: "RollDie" });
    await until(() => ann.animated.length > 0);
    const posted = all.length;
    await until(() => server.messages.size > posted);
    const fresh = messagesOf(server).find((m) => ours(m).versions?.includes(live));
    assert.ok(fresh && ours(fresh).history === false);
    assert.deepEqual([gm.animated, ann.animated], [[fresh._id], [fresh._id]]);
    gm.close();
    const again = await browser(server, { version, token: env.TABLETOP_LONG_GM_TOKEN });
    await until(() => again.game.modules.get(ID).api.follower?.connections > 0);
    assert.equal(server.messages.size, posted + 1, "a reload posted the summed-up history");
  });

  test(`v${version}: after Clear Chat Log or a deletion, the next event posts itself only (finding 1)`, async () => {
    const server = world({ gameId: GAME });
    const gm = await browser(server, { version, token: env.TABLETOP_GM_TOKEN });
    await synced(server, GAME, env.TABLETOP_GM_TOKEN);
    const [first] = server.messages.keys();
    server.deleteMessages([first]);
    await command(GAME, env.TABLETOP_GM_TOKEN, { type: "Increment", by: 1 });
    const ids = await synced(server, GAME, env.TABLETOP_GM_TOKEN, 0);
    await until(() => server.messages.has(ids.at(-1)));
    assert.ok(server.messages.has(ids.at(-1)), "the new entry was not posted");
    assert.ok(!server.messages.has(first), "a deleted message came back");
    server.deleteMessages(); // Clear Chat Log
    const { version: live } = await command(GAME, env.TABLETOP_GM_TOKEN, { type: "Increment", by: 1 });
    await until(() => messagesOf(server).some((m) => ours(m).versions?.includes(live)));
    assert.deepEqual(messagesOf(server).map((m) => ours(m).versions), [[live]], "the cleared log came back");
    gm.close();
    const again = await browser(server, { version, token: env.TABLETOP_GM_TOKEN });
    await until(() => again.game.modules.get(ID).api?.follower?.connections > 0);
    assert.equal(server.messages.size, 1, "a reload posted the log again");
    assert.ok(gm.requests.filter((r) => r.url.includes("/export")).every((r) => /[?&]after=\d+/.test(r.url)),
      "the module read the whole export instead of what is new");
  });

  test(`v${version}: history is posted silently: no sound, no notification card, no 3D dice (finding 2)`, async () => {
    const server = world({ gameId: GAME });
    const gm = await browser(server, { version, token: env.TABLETOP_GM_TOKEN });
    const ann = await browser(server, { version, userId: ANN, token: env.TABLETOP_PLAYER_TOKEN });
    const ids = await synced(server, GAME, env.TABLETOP_GM_TOKEN);
    await until(() => gm.game.modules.get(ID).api?.follower?.connections > 0);
    assert.ok(messagesOf(server).some((m) => m.rolls.length), "no roll in the history");
    for (const client of [gm, ann]) {
      assert.deepEqual([client.sounds, client.cards, client.animated], [[], [], []], "history rang or popped");
    }
    const { version: live } = await command(GAME, env.TABLETOP_PLAYER_TOKEN, { type: "RollDie" });
    await until(() => messagesOf(server).some((m) => ours(m).versions?.includes(live)));
    const fresh = messagesOf(server).find((m) => ours(m).versions?.includes(live));
    assert.ok(fresh && !ids.includes(fresh._id));
    await until(() => ann.sounds.length > 0);
    assert.deepEqual(ann.sounds, [fresh._id], `a live roll does not ring ${JSON.stringify(ours(fresh))}`);
    if (version >= 13) assert.deepEqual(ann.cards, [fresh._id], "a live entry pops no card");
  });

  test(`v${version}: gm-only entries reach no player's browser, the GMs read them (finding 4)`, async () => {
    const server = world({ gameId: env.TABLETOP_LOC_GAME, historyLimit: 500 });
    const gm = await browser(server, { version, token: env.TABLETOP_LOC_GM_TOKEN });
    const ann = await browser(server, { version, userId: ANN });
    await synced(server, env.TABLETOP_LOC_GAME, env.TABLETOP_LOC_GM_TOKEN);
    const hidden = JSON.parse(env.TABLETOP_LOC_HIDDEN);
    // Foundry's server relays every created document to every connected client (v11
    // dist/server/sockets.mjs handleEvent: `this.broadcast.emit(event, {result})`): what a
    // player's browser may hold is every message the world has, whispers included.
    const everything = JSON.stringify(plain([...ann.game.messages.values()].map((m) => m._source)));
    assert.ok(messagesOf(server).some((m) => ours(m).gm_only), "no gm-only entry");
    for (const text of hidden) assert.ok(!everything.includes(text), `a player's browser holds ${text}`);
    const secret = messagesOf(server).filter((m) => ours(m).gm_only);
    assert.ok(secret.every((m) => m.rolls.length === 0), "a gm-only entry carries its dice");
    const gmSees = () => JSON.stringify(plain([...gm.rendered.values()]));
    await until(() => hidden.some((text) => gmSees().includes(text)));
    assert.ok(hidden.some((text) => gmSees().includes(text)), "the GM's browser does not show the secrets");
    const fetched = gm.requests.filter((r) => r.url.includes("/export"));
    assert.ok(fetched.every((r) => r.headers.Authorization === `Bearer ${env.TABLETOP_LOC_GM_TOKEN}`));
  });

  test(`v${version}: public lines stay public: a player sees every line an observer reads (finding 3)`, async () => {
    const server = world({ gameId: env.TABLETOP_LOC_GAME, historyLimit: 500 });
    await browser(server, { version, token: env.TABLETOP_LOC_GM_TOKEN });
    const ann = await browser(server, { version, userId: ANN });
    await synced(server, env.TABLETOP_LOC_GAME, env.TABLETOP_LOC_GM_TOKEN);
    const text = (m) => `${m.flavor}|${m.content}`;
    const watcher = await exported(env.TABLETOP_LOC_GAME, env.TABLETOP_LOC_WATCHER_TOKEN);
    const gmReads = new Map((await (await fetch(`${SERVER}/v1/games/${env.TABLETOP_LOC_GAME}/export?format=foundry`,
      { headers: { Authorization: `Bearer ${env.TABLETOP_LOC_GM_TOKEN}` } })).json()).messages.map((m) => [m._id, text(m)]));
    const missing = watcher.filter((m) => gmReads.get(m._id) === text(m) && !ann.rendered.has(m._id))
      .map((m) => visibleText(textContent(m.content || m.flavor)));
    assert.ok(watcher.length > 5 && ann.rendered.size > 0);
    assert.deepEqual(missing, [], "lines an observer reads are whispered to the GMs");
  });

  test(`v${version}: a French world speaks French: settings, notifications, the summary (finding 5)`, async () => {
    const server = world({ gameId: env.TABLETOP_LONG_GAME, historyLimit: 2 });
    const gm = await browser(server, { version, token: env.TABLETOP_LONG_GM_TOKEN, language: "fr" });
    await until(() => messagesOf(server).some((m) => ours(m).summary_through));
    const summary = messagesOf(server).find((m) => ours(m).summary_through);
    assert.match(textContent(summary.content), /entrées plus anciennes/);
    const setting = gm.game.settings.settings.get(`${ID}.seatToken`);
    assert.equal(gm.game.i18n.localize(setting.name), "Jeton de siège");
    assert.match(gm.game.i18n.localize(setting.hint), /navigateur/);
    const lost = world({ gameId: GAME, serverUrl: "http://127.0.0.1:9" });
    const alone = await browser(lost, { version, token: env.TABLETOP_GM_TOKEN, language: "fr", timeScale: 0.01 });
    await until(() => alone.notifications.length > 0);
    assert.match(alone.notifications[0].message, /injoignable/);
  });

  test(`v${version}: /tt sends a command as the seat`, async () => {
    const server = world({ gameId: GAME });
    const ann = await browser(server, { version, userId: ANN, token: env.TABLETOP_PLAYER_TOKEN });
    const read = async () => (await (await fetch(`${SERVER}/v1/games/${GAME}`,
      { headers: { Authorization: `Bearer ${env.TABLETOP_PLAYER_TOKEN}` } })).json()).version;
    const before = await read();
    assert.equal(await ann.chat('/tt {"type": "Increment", "by": 1}'), "handled",
      `Foundry handled /tt itself: ${JSON.stringify(ann.notifications)}`);
    await until(async () => (await read()) > before);
    assert.equal(await ann.chat("/tt Increment by=3"), "handled");
    await until(async () => (await read()) > before + 1);
    assert.equal(await read(), before + 2);
    assert.equal(await ann.chat("hello table"), "posted");
    assert.deepEqual(ann.notifications, []);
    assert.deepEqual(ann.console.error, []);
  });
}

async function closedPort() {
  const socket = net.createServer();
  await new Promise((resolve) => socket.listen(0, "127.0.0.1", resolve));
  const { port } = socket.address();
  await new Promise((resolve) => socket.close(resolve));
  return port;
}

for (const [problem, setup, says] of [
  ["the server is down", async () => ({ serverUrl: `http://127.0.0.1:${await closedPort()}` }), /cannot be reached/],
  ["the token is refused", async () => ({ token: "not-a-token" }), /Seat token/],
  ["the game does not exist", async () => ({ gameId: "00000000-0000-4000-8000-000000000000" }), /Game id/],
]) {
  test(`errors are told once, with backoff: ${problem}`, async () => {
    const { serverUrl, token = env.TABLETOP_GM_TOKEN, gameId = GAME } = await setup();
    const server = world({ gameId, serverUrl });
    const gm = await browser(server, { version: 13, token, timeScale: 0.01 });
    await until(() => gm.delays.filter((ms) => ms >= 4000).length >= 2);
    assert.deepEqual(gm.notifications.map((n) => n.level), ["error"]);
    assert.match(gm.notifications[0].message, says);
    assert.equal(gm.console.warn.length, 1, gm.console.warn.join("\n"));
    assert.deepEqual(gm.console.error, []);
    assert.deepEqual(gm.delays.slice(0, 5), [500, 1000, 2000, 4000, 8000]);
    assert.equal(server.messages.size, 0);
  });
}

test("the manifest has languages, styles, the community fields and a specific id (findings 5, 6)", async () => {
  const { moduleManifest, MODULE_DIR } = await import("./harness/foundry.mjs");
  const fs = await import("node:fs");
  const path = await import("node:path");
  const manifest = moduleManifest();
  assert.equal(manifest.id, "tabletop-server-log");
  for (const field of ["url", "bugs", "license", "readme", "changelog"]) assert.ok(manifest[field], `no ${field}`);
  assert.deepEqual(manifest.languages.map((l) => l.lang).toSorted(), ["en", "fr"]);
  const keys = (tree, prefix = "") => Object.entries(tree).flatMap(([k, v]) =>
    (typeof v === "string" ? [prefix + k] : keys(v, `${prefix}${k}.`)));
  const files = manifest.languages.map((l) => JSON.parse(fs.readFileSync(path.join(MODULE_DIR, l.path), "utf8")));
  assert.deepEqual(keys(files[0]).toSorted(), keys(files[1]).toSorted(), "the languages have different keys");
  const scripts = fs.readdirSync(path.join(MODULE_DIR, "scripts")).map((f) => fs.readFileSync(path.join(MODULE_DIR, "scripts", f), "utf8")).join("\n");
  for (const [, key] of scripts.matchAll(/\bt\("([\w.]+)"/g)) {
    assert.ok(keys(files[0]).includes(`TABLETOP.${key}`), `TABLETOP.${key} is not translated`);
  }
  const css = manifest.styles.map((file) => fs.readFileSync(path.join(MODULE_DIR, file), "utf8")).join("\n");
  for (const name of ["tabletop-command", "tabletop-gem", "tabletop-board", "tabletop-gm-only"]) {
    assert.match(css, new RegExp(`\\.${name}\\b`), `no style for .${name}`);
  }
});
