import { describe, expect, it } from 'vitest';
import { mediaAccept } from '../../src/model/admin';
import { looksLike } from './media-upload-checks';

describe('looksLike', () => {
  it('tells each accepted type by its first bytes', () => {
    expect(looksLike('png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(looksLike('mp3', Buffer.from([0xff, 0xfb, 0x90, 0x00]))).toBe(true);
    expect(looksLike('mp3', Buffer.from('ID3\u0004'))).toBe(true);
    expect(looksLike('mp3', Buffer.from('<html>'))).toBe(false);
    expect(looksLike('exe', Buffer.from('MZ'))).toBe(false);
  });
});

describe('mediaAccept', () => {
  it('lists extensions and MIME types for a file picker', () => {
    expect(mediaAccept('video')).toBe('.mp4,.webm,video/mp4,video/webm');
    expect(mediaAccept('image').split(',')).toEqual(
      expect.arrayContaining(['.png', '.jpg', '.jpeg', '.webp', 'image/png', 'image/jpeg', 'image/webp']),
    );
  });
});
