import { limits } from '@ventura/shared';
import { describe, expect, it } from 'vitest';
import { countText, fileDetail, postFileProblem, shareUrl, topReactions } from './present.ts';

const none = { like: 0, celebrate: 0, support: 0, insightful: 0, curious: 0 };

describe('topReactions', () => {
  it('gives the kinds an item has most of, at most three, none without any', () => {
    expect(topReactions({ ...none, like: 1, celebrate: 5, support: 2, curious: 2 })).toEqual([
      'celebrate',
      'support',
      'curious',
    ]);
    expect(topReactions(none)).toEqual([]);
  });
});

describe('postFileProblem', () => {
  it('takes images and documents of the kinds a post carries, up to 10 MB', () => {
    expect(postFileProblem({ name: 'team.png', size: 2048, type: 'image/png' }, 'image')).toBeNull();
    expect(postFileProblem({ name: 'deck.PPTX', size: limits.documentSizeBytes, type: '' }, 'document')).toBeNull();
  });

  it('says why a file cannot go', () => {
    expect(postFileProblem({ name: 'deck.pdf', size: 10, type: 'application/pdf' }, 'image')).toBe(
      'deck.pdf is not a PNG, JPEG, WebP or GIF image.',
    );
    expect(postFileProblem({ name: 'run.exe', size: 10, type: '' }, 'document')).toBe(
      'run.exe is not a PDF, Word, Excel or PowerPoint file.',
    );
    expect(postFileProblem({ name: 'big.jpg', size: 15 * 1024 * 1024, type: 'image/jpeg' }, 'image')).toBe(
      'big.jpg is 15 MB; a file can be at most 10 MB.',
    );
    expect(postFileProblem({ name: 'empty.pdf', size: 0, type: 'application/pdf' }, 'document')).toBe(
      'empty.pdf is empty.',
    );
  });
});

describe('texts', () => {
  it('counts, describes files and makes a shareable address', () => {
    expect(countText(1, 'comment')).toBe('1 comment');
    expect(countText(2, 'reply', 'replies')).toBe('2 replies');
    expect(fileDetail({ kind: 'pdf', size: 2 * 1024 * 1024 })).toBe('PDF · 2 MB');
    expect(fileDetail({ kind: 'webp', size: 2048 })).toBe('Image · 2 KB');
    expect(shareUrl('/community-feed/posts/x', 'https://alpha.example.org')).toBe(
      'https://alpha.example.org/community-feed/posts/x',
    );
  });
});
