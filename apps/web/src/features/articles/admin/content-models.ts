import type { ContentModel } from '@ventura/shared';

/** What the console's form asks of each model, in its own words; null where the model has no such field. */
export type ModelFields = {
  /** The items in a sentence: 'the banners', 'the questions'. */
  what: string;
  /** The title's label: a banner's headline, an FAQ's question. */
  title: string;
  /** The body's label: a banner's text, an FAQ's answer, a testimonial's quote. */
  body: string;
  /** The image's label, for the models that show one. */
  image: string | null;
  /** The link's label and what it is for, for the models that lead somewhere. */
  link: { label: string; description: string } | null;
  /** The person's label and the form of it, for testimonials. */
  author: { label: string; description: string } | null;
};

const learnMore = { label: 'Link', description: 'Where “Learn more” leads: a link that starts with https://' };

export const modelFields: Record<ContentModel, ModelFields> = {
  banners: { what: 'the banners', title: 'Headline', body: 'Text', image: 'Image', link: learnMore, author: null },
  testimonials: {
    what: 'the testimonials',
    title: 'Short title',
    body: 'Quote',
    image: 'Photo',
    link: null,
    author: { label: 'Person', description: 'Name, Role at Company' },
  },
  faq: { what: 'the questions', title: 'Question', body: 'Answer', image: null, link: null, author: null },
  ads: { what: 'the ads', title: 'Headline', body: 'Text', image: 'Image', link: learnMore, author: null },
};
