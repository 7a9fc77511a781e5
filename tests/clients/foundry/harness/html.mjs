// Enough of an HTML reader for what Foundry asks of the DOM when it shows a chat message:
// the element children of a <div> whose innerHTML is the content (ChatMessage's roll rule,
// `el.childElementCount`), and the text nodes TextEditor.enrichHTML rewrites one by one
// (`_getTextNodes` walks SHOW_TEXT nodes: a pattern never spans two text nodes or an
// element). It reads start/end tags, void elements, comments and character references,
// which is all the server and the module write; it is not a full HTML5 parser.
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link",
  "meta", "source", "track", "wbr"]);
const NAMED = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", "#39": "'" };
const TOKEN = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s"'>\/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>|[^<]+|</g;

/** Text with its character references decoded (as the parser puts it in a text node). */
export function decode(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Escape text for a text node. */
export function escape(text) {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The node tree of an HTML fragment: {type: "text"|"comment"|"element", ...}. */
export function parse(html) {
  const root = { type: "element", tag: "div", attrs: "", children: [] };
  const stack = [root];
  for (const match of String(html).matchAll(TOKEN)) {
    const [token, closing, opening, attrs, selfClosing] = match;
    const top = stack.at(-1);
    if (token.startsWith("<!--")) top.children.push({ type: "comment", text: token });
    else if (closing) {
      const index = stack.findLastIndex((node) => node.tag === closing.toLowerCase());
      if (index > 0) stack.length = index;
    } else if (opening) {
      const node = { type: "element", tag: opening.toLowerCase(), attrs: attrs ?? "", children: [] };
      top.children.push(node);
      if (!VOID.has(node.tag) && !selfClosing) stack.push(node);
    } else top.children.push({ type: "text", text: decode(token) });
  }
  return root.children;
}

/** An HTML fragment from nodes. */
export function serialize(nodes) {
  return nodes.map((node) => {
    if (node.type === "text") return escape(node.text);
    if (node.type === "comment") return node.text;
    const inner = VOID.has(node.tag) ? "" : `${serialize(node.children)}</${node.tag}>`;
    return `<${node.tag}${node.attrs}>${inner}`;
  }).join("");
}

/** `div.innerHTML = html; div.childElementCount`. */
export function childElementCount(html) {
  return parse(html).filter((node) => node.type === "element").length;
}

/** `div.textContent`. */
export function textContent(html) {
  const walk = (nodes) => nodes.map((n) => (n.type === "text" ? n.text : n.type === "element" ? walk(n.children) : "")).join("");
  return walk(parse(html));
}

/** Every element of a fragment, depth first. */
export function elements(html) {
  const found = [];
  const walk = (nodes) => { for (const n of nodes) if (n.type === "element") { found.push(n); walk(n.children); } };
  walk(parse(html));
  return found;
}

/** Apply a replacement to every match of `pattern` inside each text node (never across
 * nodes), as TextEditor._replaceTextContent does; `replace(match)` returns HTML. */
export function replaceInTextNodes(html, pattern, replace) {
  const rewrite = (nodes) => nodes.flatMap((node) => {
    if (node.type === "element") return [{ ...node, children: rewrite(node.children) }];
    if (node.type !== "text") return [node];
    const out = [];
    let last = 0;
    for (const match of node.text.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`))) {
      if (match.index > last) out.push({ type: "text", text: node.text.slice(last, match.index) });
      out.push(...parse(replace(match)));
      last = match.index + match[0].length;
    }
    if (last === 0) return [node];
    if (last < node.text.length) out.push({ type: "text", text: node.text.slice(last) });
    return out;
  });
  return serialize(rewrite(parse(html)));
}

/** A rendered chat card as the render hooks receive it (v12 `renderChatMessage` gets it
 * wrapped like jQuery, `html[0]`; v13 `renderChatMessageHTML` the element): the card's
 * `style`, and `querySelector(".a-class")` on its content, whose result's `innerHTML` can
 * be set and `classList.add`ed. Changes are written back to `shown.content`. */
export class Card {
  constructor(shown) {
    Object.assign(this, { shown, style: {}, hidden: false, nodes: parse(shown.content) });
  }

  querySelector(selector) {
    const wanted = /^\.([\w-]+)$/.exec(selector)?.[1];
    if (!wanted) throw new Error(`the harness's card reads only ".class" selectors, not ${selector}`);
    const found = [];
    const walk = (nodes) => { for (const n of nodes) if (n.type === "element") { found.push(n); walk(n.children); } };
    walk(this.nodes);
    const node = found.find((n) => (n.attrs.match(/class="([^"]*)"/)?.[1] ?? "").split(/\s+/).includes(wanted));
    if (!node) return null;
    const card = this;
    const write = () => { card.shown.content = serialize(card.nodes); };
    return {
      get innerHTML() { return serialize(node.children); },
      set innerHTML(html) { node.children = parse(html); write(); },
      classList: { add(name) {
        node.attrs = node.attrs.replace(/class="([^"]*)"/, (_m, c) => `class="${c} ${name}"`); write();
      } },
    };
  }
}
