import { describe, expect, it } from 'vitest';
import { imageAccept, imageProblem, imageRulesText } from './image-file.ts';

describe('logo checks', () => {
  it('says the limit as people read it', () => {
    expect(imageRulesText(524_288)).toBe('PNG, JPEG, WebP or GIF, up to 512 KB.');
  });

  it('lets through an image within the tenant’s limit', () => {
    expect(imageProblem({ type: 'image/png', size: 10_000 }, 524_288)).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: 524_288 }, 524_288)).toBeNull();
  });

  it('stops other files, empty ones and ones over the limit before they are sent', () => {
    expect(imageProblem({ type: 'application/pdf', size: 10 }, 524_288)).toBe('Choose a PNG, JPEG, WebP or GIF image.');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 }, 524_288)).toBe('Choose a PNG, JPEG, WebP or GIF image.');
    expect(imageProblem({ type: 'image/png', size: 0 }, 524_288)).toBe('This file is empty.');
    expect(imageProblem({ type: 'image/jpeg', size: 600_000 }, 524_288)).toBe(
      'The logo must be at most 512 KB; this file is 586 KB.',
    );
  });

  it('offers only the image types in the file picker', () => {
    expect(imageAccept).toBe('image/png,image/jpeg,image/webp,image/gif');
  });
});
