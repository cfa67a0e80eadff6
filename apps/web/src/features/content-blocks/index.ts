/*
 * The content blocks' front door: what other features may use of them. The dashboard shows the banners and
 * the testimonials, the community wall's side column an ad.
 */
export { BannerStrip } from './components/banner-strip.tsx';
export { SponsoredCard } from './components/sponsored-card.tsx';
export { Testimonials } from './components/testimonials.tsx';
