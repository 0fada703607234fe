import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { adminMedia, MEDIA_REFUSED_MESSAGE, mediaUploads, uploadedPath } from '../../mocks/handlers/admin-forms';
import { apiPaths } from '../model/api-paths';
import { ApiRequestError } from './client';
import { subCategoryImageFileName, uploadMedia, uploadPercent } from './media';

const audioFile = () => new File(['ID3 sample bytes'], 'aarti.mp3', { type: 'audio/mpeg' });

describe('uploadMedia', () => {
  it('sends the file and its kind as multipart and resolves with the stored path', async () => {
    mediaUploads.reset();
    server.use(adminMedia.success);
    const progress: number[] = [];
    const answer = await uploadMedia(audioFile(), 'audio', { onProgress: (percent) => progress.push(percent) });
    // jsdom's multipart body loses the file's name on its way to MSW (it arrives as 'blob'); a
    // browser sends the file's own name (the form stories, run in Chromium, upload through MSW).
    const [received] = mediaUploads.all();
    expect(received).toMatchObject({ kind: 'audio', size: audioFile().size });
    expect(answer).toEqual({ path: uploadedPath('audio', received!.fileName) });
    expect(progress.at(-1)).toBe(100);
  });

  it('rejects with the status, message and field reasons of an error answer', async () => {
    server.use(adminMedia.rejected);
    const error = await uploadMedia(audioFile(), 'audio').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 415, serverMessage: MEDIA_REFUSED_MESSAGE, fields: { file: MEDIA_REFUSED_MESSAGE } });
  });

  it('rejects with status 0 when the server cannot be reached', async () => {
    server.use(adminMedia.networkError);
    await expect(uploadMedia(audioFile(), 'audio')).rejects.toMatchObject({ status: 0 });
  });

  it('has no server message for an answer without a JSON body', async () => {
    server.use(http.post(apiPaths.adminMedia, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    await expect(uploadMedia(audioFile(), 'audio')).rejects.toMatchObject({ status: 502, serverMessage: undefined });
  });

  it('stops and rejects with an AbortError when cancelled', async () => {
    server.use(
      http.post(apiPaths.adminMedia, async () => {
        await delay('infinite');
        return HttpResponse.json({ path: '/media/never' });
      }),
    );
    const controller = new AbortController();
    const upload = uploadMedia(audioFile(), 'audio', { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('uploadPercent', () => {
  it('is a whole percentage between 0 and 100', () => {
    expect(uploadPercent(0, 200)).toBe(0);
    expect(uploadPercent(80, 200)).toBe(40);
    expect(uploadPercent(199, 200)).toBe(99);
    expect(uploadPercent(200, 200)).toBe(100);
    expect(uploadPercent(5, 0)).toBe(0);
  });
});

describe('subCategoryImageFileName', () => {
  it('keeps a file name and takes the name from a static image path', () => {
    expect(subCategoryImageFileName('ganesh.jpg')).toBe('ganesh.jpg');
    expect(subCategoryImageFileName('/static/subcategoryimg/ganesh%20ji.jpg')).toBe('ganesh ji.jpg');
  });
});
