/**
 * The example flow against a real server (`TABLETOP_URL`), with Node's test runner:
 * `node --test` on the compiled example (tests/clients/test_typescript_client.py).
 */
import assert from "node:assert/strict";
import { test } from "node:test";

import { DRAWN, gemsDrawn, playEspriCall } from "./espri_call.js";

const baseUrl = process.env.TABLETOP_URL;

test("an ESPRI call played through the generated types reads typed cells and events",
  { skip: baseUrl === undefined ? "TABLETOP_URL is not set" : false }, async () => {
    const played = await playEspriCall(baseUrl ?? "");
    assert.deepEqual(gemsDrawn(played.events), DRAWN);
    assert.equal(played.offered[0], "waiting for Déva: DrawGems");
    assert.ok(played.offered.includes("may send DrawGems (awaited) for deva"),
      played.offered.join("; "));
    const types = played.events.map((event) => event.type);
    assert.ok(types.includes("CallResultDetermined"), types.join(", "));
    const winter = played.board.quadrants.winter;
    assert.equal(winter.cells.length, 22);
    assert.equal(winter.cells[0], null);  // the nymph's cage never holds a gem
    const paved = winter.cells.filter((cell) => cell !== null);
    assert.ok(paved.length >= 10, `winter cells: ${winter.cells.join(",")}`);
    assert.equal(played.deva.ruleset, "espri");
    assert.equal(played.deva.name, "Déva");
    assert.deepEqual(Object.keys(played.state.state.characters).sort(),
      ["ceres", "deva", "kirin", "orlane"]);
  });
