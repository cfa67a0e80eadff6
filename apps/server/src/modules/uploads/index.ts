/** What other features may use of uploads: its public face (docs/architecture.md). */
export { maxInputPixels, openImage, renderWebp, withImageSlot } from './images.ts';
export { countUpload, storeRenditions, uploadLimitOf } from './service.ts';
