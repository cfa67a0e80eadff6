import sanitizeHtml from 'sanitize-html';

/*
 * Rich text as operators write it, kept to an allow-list: text structure, links and images, nothing that
 * runs or restyles the page. Applied when an item is stored and again every time it is read, so a row
 * written by an older allow-list (or by hand) is served by today's. No style, class or id attribute, no
 * SVG, MathML, iframe, form or script; links and images only over http(s) (and mailto: for links), and
 * every link opens with rel="noopener noreferrer nofollow".
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'img',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside script and style is dropped with them; the text of other dropped tags (svg, iframe) stays as
  // text, so an unclosed one cannot swallow the rest of the item.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.title ? { title: attribs.title } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
};

export const sanitiseHtml = (html: string) => sanitizeHtml(html, options);
