import { describe, expect, it } from 'vitest';
import { storedMediaName } from './media-storage';

describe('storedMediaName', () => {
  it('keeps the original name in safe Latin letters, adds a random suffix and the extension', () => {
    expect(storedMediaName('audio', 'Hanumān Chālīsā (Live).MP3', 'mp3')).toMatch(/^hanuman-chalisa-live-[0-9a-f]{16}\.mp3$/);
    expect(storedMediaName('image', '../../etc/passwd.png', 'png')).toMatch(/^passwd-[0-9a-f]{16}\.png$/);
    expect(storedMediaName('subCategoryImage', 'शिव.png', 'png')).toMatch(/^sub-category-image-[0-9a-f]{16}\.png$/);
    expect(storedMediaName('video', `${'a'.repeat(300)}.mp4`, 'mp4')).toMatch(/^a{60}-[0-9a-f]{16}\.mp4$/);
  });
});
