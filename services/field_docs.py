"""What the platform's fields mean: the API's own bodies, an event's envelope, the
platform's events (``PlatformGameCreated``…), problems, the recap and its luck chart.
Rule systems declare theirs in ``domain/<system>/field_docs.py``; a name both use is the
rule system's first."""

from domain.core.field_docs import FieldDocs

FIELDS = {
    "actor": "The name of the seat that sent the command (the gm in the rule system's "
    "words); null for an event no seat caused.",
    "actors": "Commands per seat that acted, by seat name (the gm is `GM`).",
    "at": "A version of the source game: the fork holds its events up to this one.",
    "attempted_at": "When the server tried to deliver (UTC).",
    "attempts": "Every try at this delivery, oldest first.",
    "character_id": "The character concerned (an id from the game's `characters`).",
    "character_name": "The character's name; null when the seat is awaited for itself.",
    "characters": "Counts per character id.",
    "closed": "True once the gm closed the game: it is read only and its seed revealed.",
    "code": "A stable, machine-readable error code (`not_your_turn`, `text_too_long`…); "
    "it never changes with the language.",
    "commands": "Commands per command type.",
    "created_at": "When it was created (UTC).",
    "data": "The event's own fields, as its `type` defines them.",
    "database": "`ok` when the primary database answers, else `down`.",
    "deliveries": "The subscription's deliveries, newest first.",
    "delivery_id": "The delivery's number, unique on this server.",
    "detail": "What went wrong, in the reader's language (never an identifier or a code).",
    "disabled_reason": "Why the server stopped sending (too many failed deliveries, or a "
    "receiver that answered 410 Gone); null while it is active.",
    "dof": "Degrees of freedom of Pearson's test (faces chance could show, minus one).",
    "draws": "How many draws of this kind from this source were made.",
    "duration_ms": "How long the try took, in milliseconds.",
    "entries": "The log entries, one per command, oldest first.",
    "error": "Why the try failed when the receiver gave no HTTP answer (timeout, refused "
    "connection); null otherwise.",
    "event_type": "The `type` of the event delivered.",
    "event_types": "The event types it is sent (null: every event the seat may read).",
    "events": "Events per event type.",
    "expected": "How often chance alone would show this face over these draws (the mean).",
    "expires_at": "When the ticket stops being accepted (UTC); it is good for one stream.",
    "explanation": "What the luck figures mean and what they do not, in the reader's "
    "language.",
    "face": "The face: a gem colour, a die face.",
    "faces": "Each face chance could show, with its observed and expected counts.",
    "field": "The request field the problem concerns (a path such as `helpers.0.talent`); "
    "null when it concerns none.",
    "fields": "Field labels (\"Rupture points\") from the rule systems' catalogs, "
    "English -> this language.",
    "first": "The first version of the range (included).",
    "first_version": "The first version the period spans.",
    "format": "The body sent: `standard` (Standard Webhooks JSON) or `discord` (a Discord "
    "message with the narrated lines).",
    "from_version": "The first version of the game's stream the subscription delivers.",
    "game_id": "The game's id (in every `/v1/games/{game_id}/…` path).",
    "gm_seat_id": "The id of the game master's seat.",
    "gm_token": "The gm seat's bearer token (`Authorization: Bearer <token>`); shown only "
    "in this answer: keep it secret.",
    "head": "The game's current version.",
    "imported": "Draws an imported game's source server made, which no revealed seed lets "
    "anyone check: counted apart as imported, unverified.",
    "instance": "This occurrence of the problem: the request's path.",
    "kind": "The kind of draw (a gem draw, a die size…), as the rule system names it.",
    "language": "A language code (`en` or `fr`).",
    "last": "The last version of the range (included).",
    "last_error": "The last failure's reason (an HTTP status or a network error); null "
    "when none failed.",
    "last_seen_at": "When the seat last used its token (UTC, written at most once a "
    "minute); null for other seats than the gm.",
    "last_version": "The last version the period spans.",
    "lines": "What the command's events said, in the reader's language, one line each.",
    "messages": "The web table's own strings, English -> this language.",
    "metadata": "Who sent the command that caused the event, and how (correlation, "
    "causation, idempotency key).",
    "migrations": "`current` when the database schema is at the code's migration head, "
    "else `behind` (`unknown` when the database cannot tell).",
    "name": "A person's or a character's name, as typed.",
    "next_after": "The `after` to ask for the next page; null at the end of the log.",
    "next_attempt_at": "When the next try is due (UTC); null once delivered, failed or "
    "skipped.",
    "number": "The period's number as the rule system counts days or sessions (0 before "
    "the first session).",
    "observed": "How often this face came out.",
    "options": "The rule system's creation options, as the gm chose them (gm-only options "
    "left out for other seats).",
    "outcomes": "Roll outcomes by outcome code (`success`, `bitter_success`…).",
    "p_value": "The p-value of Pearson's test: how likely a fair draw is to stray this "
    "far; null with fewer than two faces.",
    "phase": "The game's phase as its rule system names it (`setup`, `play`…); null when "
    "the rule system has none.",
    "physical": "Physical draws (results typed in at the table), counted apart from the "
    "server's.",
    "randomness": "Who draws: `server`, `physical` (results typed in at the table) or "
    "`mixed` (both).",
    "recorded_at": "When the server stored the event (UTC).",
    "redis": "`ok` when Redis answers, else `down` (the live feed then polls).",
    "replica": "`none` (no replica configured), `ok`, `lagging`, `down` or `unknown`: "
    "unless `ok`, every read goes to the primary.",
    "replica_lag": "Seconds of replay lag last measured on the replica (0 when caught up); "
    "null when unknown.",
    "revoked": "True once revoked: its token or link no longer works (null for other "
    "seats than the gm).",
    "role": "The seat's role: `gm`, `player` or `observer`.",
    "ruleset": "The rule system's name (`espri`, `ardri`, `xyrop`, `voyages`, "
    "`locquemare`).",
    "schema_version": "The version of the event's `data` shape (older events are upcast "
    "when read).",
    "seat_id": "The seat concerned (an id from `GET /v1/games/{game_id}/seats`).",
    "seat_name": "The awaited seat's name; null when no seat plays the character yet.",
    "seats": "The seats, oldest first.",
    "secret": "The signing secret (`whsec_…`), shown only in this answer: receivers check "
    "the `webhook-signature` header with it.",
    "seed": "The game's secret seed, revealed at close: anyone can re-derive every server "
    "draw from it and check it against the commitment.",
    "seed_commitment": "SHA-256 of the game's secret seed (hex), published at creation and "
    "checked against the seed revealed at close.",
    "server": "Draws the server made, from the game's seed.",
    "share_id": "The share link's id (the secret part of its URL).",
    "shares": "The game's share links, oldest first (revoked ones too).",
    "small_sample": "True when a face's expected count is under 5: Pearson's test is then "
    "only a rough approximation.",
    "source": "Who drew: `server` (from the game's seed) or `physical` (typed in at the "
    "table).",
    "source_game_id": "The id of the game this one was copied from.",
    "source_hash": "The source's event hash at `at` (hex); null for seats other than the "
    "gm.",
    "source_last_hash": "The source's last event hash (hex); null for seats other than "
    "the gm.",
    "source_seed": "The source's seed when it was already revealed (closed), so draws "
    "before the fork still verify; null otherwise.",
    "statistic": "Pearson's chi-squared statistic over the faces; null with fewer than "
    "two faces.",
    "status": "The state of the resource.",
    "status_code": "The receiver's HTTP status; null when it gave no answer.",
    "ticket": "The one-use ticket to pass as `?ticket=` to the live feed (for EventSource, "
    "which cannot send an Authorization header).",
    "title": "The game's title, as the gm typed it.",
    "token": "The seat's bearer token (`Authorization: Bearer <token>`); shown only in "
    "this answer: keep it secret.",
    "types": "The command types it is awaited for.",
    "unverified": "Version ranges of the imported history whose server draws could not be "
    "re-derived (the file did not reveal their seed); empty: all matched; null (older "
    "imports): every version before the import.",
    "url": "The address.",
    "values": "How many values the draws came to (a draw of several gems counts each).",
    "version": "A version of the game's stream (1 is `GameCreated`).",
    "view_as": "Whose view the receiver gets: `observer`, or a seat id (it gets what that "
    "seat may read).",
    "webhook_id": "The webhook subscription's id.",
    "webhooks": "The game's webhook subscriptions.",
}

WRAPPERS = {  # the per-rule-system answers (``EspriCommandOut``…) share these fields
    ("AvailableOut", "game_id"): "The game the answer is about (its `game_id` in paths).",
    ("AvailableOut", "version"): "The game's version the offers were computed at.",
    ("CommandOut", "game_id"): "The game the answer is about (its `game_id` in paths).",
    ("CommandOut", "version"): "The game's version after the command (its last event's).",
    ("CommandOut", "events"): "The events the command caused, in order, as this seat "
    "may read them.",
    ("EventPageOut", "version"): "The game's current version.",
    ("EventPageOut", "events"): "The events of the page, oldest first, as this seat may "
    "read them.",
    ("EventPageOut", "next"): "The `after` to ask for the next page; null at the end.",
    ("StateOut", "game_id"): "The game the answer is about (its `game_id` in paths).",
    ("StateOut", "version"): "The version the state is at (the game's, or `?at=`).",
    ("StateOut", "state"): "The rule system's read model, as this seat may see it.",
    ("CharacterOut", "version"): "The version the sheet is at.",
    ("CreateGameIn", "title"): "The game's title, as people will read it.",
    ("CreateGameIn", "options"): "The rule system's creation options (every one has a "
    "default).",
    ("Recap", "game_id"): "The game the answer is about (its `game_id` in paths).",
    ("Recap", "version"): "The recap's last version (`at`, else the game's).",
    ("Recap", "ruleset"): "The rule system the recap is shaped by.",
    ("Recap", "unit"): "What a period is in this rule system: `day` or `session`.",
    ("Recap", "outcome_names"): "Each outcome code of the recap (`bitter_success`…) "
    "in the rule system's words, in the reader's language.",
    ("Recap", "totals"): "The counts over the whole game.",
    ("Recap", "periods"): "The counts of each day or session, in order.",
    ("Recap", "luck"): "The luck chart: how the draws compare with chance.",
    ("Recap", "series"): "Each character's tracked values after each version they "
    "changed at.",
    ("Point", "version"): "The version right after which the values hold.",
    ("Point", "character_id"): "The character whose values these are.",
    ("Point", "values"): "The character's tracked values at that version.",
}

STRUCT_FIELDS = {
    **WRAPPERS,
    ("CommandCheckOut", "accepted"): "Always true: sending this command now would be "
    "accepted (nothing was sent; a refusal answers as a problem instead).",
    ("Problem", "type"): "A URI naming the kind of problem (RFC 9457); `about:blank` when "
    "the status says it all.",
    ("Problem", "title"): "A short summary of the kind of problem, in the reader's "
    "language.",
    ("Problem", "status"): "The HTTP status code of this answer.",
    ("Problem", "findings"): "Every rule the command breaks, each with its field and its "
    "detail, when the rules list them all (a character sheet); the first is the problem's "
    "own `code` and `field`. Absent when only one refusal is known.",
    ("RulesetOut", "name"): "The rule system's name: the `ruleset` of its games.",
    ("RulesetOut", "title"): "The rule system's title as people know it (`ESPRI`).",
    ("RulesetOut", "commands"): "Every command type the rule system takes.",
    ("RulesetOut", "events"): "Every event type the rule system writes.",
    ("CatalogOut", "commands"): "Command labels (\"Draw gems\") from the rule systems' "
    "catalogs, English -> this language.",
    ("CatalogOut", "language"): "The language of the translations.",
    ("CatalogOut", "help"): "The help beside commands and fields (the API's descriptions) "
    "from the rule systems' catalogs, English -> this language.",
    ("CharacterCounts", "commands"): "Commands that caused any event about the character.",
    ("CharacterCounts", "events"): "Events about the character.",
    ("LogEntry", "version"): "The version of the command's last event.",
    ("NymphPositions", "version"): "The version right after which the positions hold.",
    ("NymphPositions", "winter"): "The winter nymph's position (0: in her cage).",
    ("NymphPositions", "spring"): "The spring nymph's position (0: in her cage).",
    ("NymphPositions", "summer"): "The summer nymph's position (0: in her cage).",
    ("NymphPositions", "autumn"): "The autumn nymph's position (0: in her cage).",
    ("Delivery", "version"): "The version of the event delivered.",
    ("Delivery", "status"): "`pending` (tries left), `delivered`, `failed` (gave up) or "
    "`skipped` (the subscription no longer wanted it).",
    ("WebhookOut", "status"): "`active`, or `disabled` after too many failures (see "
    "`disabled_reason`).",
    ("CreatedWebhookOut", "status"): "`active`, or `disabled` after too many failures "
    "(see `disabled_reason`).",
    ("WebhookOut", "url"): "The receiver's HTTPS address, where events are POSTed.",
    ("CreatedWebhookOut", "url"): "The receiver's HTTPS address, where events are POSTed.",
    ("WebhookOut", "language"): "The language of its narrated lines; null: the game's.",
    ("CreatedWebhookOut", "language"): "The language of its narrated lines; null: the "
    "game's.",
    ("ShareOut", "url"): "The web table's page for the link (`/#shared/<share_id>`): "
    "anyone with it reads the game as an observer.",
    ("ShareOut", "at"): "The version the link shows, frozen; null: the game as it goes on.",
    ("ShareOut", "view_as"): "Whose view the link gives: always `observer`.",
    ("CreateShareIn", "view_as"): "Whose view the link gives: always `observer`.",
    ("HealthOut", "status"): "`ok` while the process answers.",
    ("ReadyOut", "status"): "`ok` when the server can serve (database up and migrated), "
    "`degraded` when only Redis is down (the live feed polls), else `unavailable`.",
    ("GameSummaryOut", "version"): "The game's current version (its last event's).",
    ("GameSummaryOut", "language"): "The game's language (`en` or `fr`), chosen at "
    "creation.",
    ("GameCreated", "language"): "The game's language (`en` or `fr`), chosen at "
    "creation.",
    ("GameForked", "title"): "The fork's title (the source's, said to be a fork); null in "
    "forks made before forks were titled.",
    ("ForkedGame", "title"): "The fork's title: the source's, said to be a fork, in the "
    "game's language.",
    ("ForkedGame", "version"): "The fork's version: the source version it was cut at.",
    ("ForkedGame", "seats"): "Every seat of the fork, with the same ids as in the source "
    "and new tokens.",
    ("ForkedSeat", "role"): "The seat's role: `gm`, `player` or `observer`.",
    ("CreatedGameOut", "version"): "The new game's version (1: its `GameCreated`).",
    ("CreatedSeatOut", "version"): "The game's version after the seat joined.",
    ("SeatRevokedOut", "version"): "The game's version after the revocation.",
    ("SeatTokenOut", "version"): "The game's version after the new token was issued.",
    ("SeatTokenOut", "token"): "The seat's new bearer token; the old one no longer works. "
    "Shown only in this answer.",
    ("CreateSeatIn", "name"): "The seat's name, as the table will read it (1 to 80 "
    "characters).",
    ("CreateSeatIn", "role"): "`player` (plays characters) or `observer` (reads only).",
    ("CloseGame", "type"): "The command's type: `CloseGame`.",
}

PLATFORM_DOCS = FieldDocs(FIELDS, STRUCT_FIELDS)
"""The platform's field descriptions, consulted after a rule system's own."""
