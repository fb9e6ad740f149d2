import { convert } from "html-to-text";
import sanitize from "sanitize-html";
import { escapeHtml } from "./html";

/**
 * What campaign HTML may contain (decision 012): the structure and inline styling mail clients render, links to
 * http(s)/mailto, images from https or data URLs. Everything else (scripts, event handlers, iframes, forms, styles that
 * position or load things, javascript: URLs) is removed, not escaped, so the stored HTML is what every reader gets.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "div",
    "span",
    "blockquote",
    "pre",
    "code",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "sup",
    "sub",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    td: ["colspan", "rowspan", "align", "valign"],
    th: ["colspan", "rowspan", "align", "valign", "scope"],
    table: ["width", "align", "role"],
    "*": ["style"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https", "data"] },
  allowProtocolRelative: false,
  allowedStyles: {
    // The preheader (preheaderHtml): a span mail clients show in the inbox list and hide in the mail.
    span: {
      display: [/^none$/],
      "max-height": [/^0(px)?$/],
      overflow: [/^hidden$/],
      opacity: [/^0$/],
      "mso-hide": [/^all$/],
    },
    "*": {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      "background-color": [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      "text-align": [/^(left|right|center|justify)$/],
      "font-size": [/^\d+(\.\d+)?(px|em|rem|%)$/],
      "font-weight": [/^(normal|bold|[1-9]00)$/],
      "font-style": [/^(normal|italic)$/],
      "text-decoration": [/^(none|underline|line-through)$/],
      "line-height": [/^\d+(\.\d+)?(px|em|%)?$/],
      padding: [/^(\d+(\.\d+)?(px|em|%)?\s*){1,4}$/],
      margin: [/^(\d+(\.\d+)?(px|em|%)?\s*|auto\s*){1,4}$/],
      width: [/^\d+(\.\d+)?(px|%)$/],
      "max-width": [/^\d+(\.\d+)?(px|%)$/],
      border: [/^\d+px\s+(solid|dashed|dotted)\s+#[0-9a-f]{3,8}$/i],
      "border-radius": [/^\d+(px|%)$/],
    },
  },
  transformTags: {
    // Links in a mail open outside it; the reader's mail client is not told where they came from.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" },
    }),
  },
};

/** Campaign HTML as it is stored and mailed: only the tags, attributes, URL schemes and styles above survive. */
export function sanitizeCampaignHtml(html: string): string {
  return sanitize(html, options).trim();
}

const PREHEADER_STYLE = "display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all";

/**
 * The preheader as the first thing in a mail's HTML: inboxes show it after the subject, the opened mail hides it, and
 * the plain-text part leaves it out. Empty when there is none.
 */
export function preheaderHtml(preheader: string | undefined): string {
  const text = preheader?.replace(/\s+/g, " ").trim();
  return text ? `<span style="${PREHEADER_STYLE}">${escapeHtml(text)}</span>` : "";
}

/** The same HTML serialised as the sanitiser writes it but with nothing removed: to tell whether sanitising removed anything. */
function serialised(html: string): string {
  return sanitize(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    ...(options.transformTags ? { transformTags: options.transformTags } : {}),
  }).trim();
}

/** True when sanitising removes something from the HTML (a tag, an attribute, a style, a URL), not just re-spells it. */
export function sanitisingRemoves(html: string): boolean {
  return sanitizeCampaignHtml(html) !== serialised(html);
}

/** The plain-text part of a mail written in HTML: headings, paragraphs and lists as lines, links as "text [url]". */
export function htmlToPlainText(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: "a", options: { hideLinkHrefIfSameAsText: true, linkBrackets: ["<", ">"] } },
      { selector: "img", format: "skip" },
      // The hidden preheader is for the inbox list, not for the text of the mail.
      { selector: 'span[style*="display:none"]', format: "skip" },
      { selector: "h1", options: { uppercase: false } },
      { selector: "h2", options: { uppercase: false } },
      { selector: "h3", options: { uppercase: false } },
      { selector: "table", format: "dataTable" },
    ],
  }).trim();
}
