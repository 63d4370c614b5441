import sanitizeHtml from 'sanitize-html';

/**
 * The one way help articles and news reach a page: rich text passed through
 * sanitize-html with an explicit allowlist. Anything not listed (script,
 * style, iframe, forms, event handlers, style attributes, javascript: or
 * data: URLs) is dropped, so the host can render the result as HTML.
 * Applied on the way out, so rows written before this rule (or by hand in
 * the database) are safe too.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'span',
    'blockquote',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'img',
    'a',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // http(s) and site-relative links only: no javascript:, data:, mailto: tricks.
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Drop the contents of these, not just the tags (a script's text is not prose).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // Every link opens without handing the opener to the target page.
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      const out: Record<string, string> = { ...attribs, rel: 'noopener noreferrer' };
      if (external) out.target = '_blank';
      else delete out.target;
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
