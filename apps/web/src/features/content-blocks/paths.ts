/** The FAQ page (issue 39), in the sidebar's Resources group. A plain value: the route table (first load) reads it. */
export const faqPath = '/faq';
