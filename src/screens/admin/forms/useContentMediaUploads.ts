import { useCallback, useMemo } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { useMediaUpload } from '../../../api/media';
import type { ContentFormValues } from './formValues';

/** The content form's media paths, each with a file picker that fills it. */
export type ContentMediaPath = 'imagePath' | 'audioPath' | 'videoPath';

/** The content form's three uploads (image, audio, video), each filling its path once stored; `uploading` while any is under way. */
export function useContentMediaUploads(setValue: UseFormSetValue<ContentFormValues>) {
  const fillPath = useCallback((name: ContentMediaPath) => (path: string) => setValue(name, path, { shouldDirty: true }), [setValue]);
  const onImage = useMemo(() => fillPath('imagePath'), [fillPath]);
  const onAudio = useMemo(() => fillPath('audioPath'), [fillPath]);
  const onVideo = useMemo(() => fillPath('videoPath'), [fillPath]);
  const uploads = {
    imagePath: useMediaUpload('image', onImage),
    audioPath: useMediaUpload('audio', onAudio),
    videoPath: useMediaUpload('video', onVideo),
  };
  const uploading = Object.values(uploads).some((upload) => upload.status === 'uploading');
  return { uploads, uploading };
}

export type ContentUploads = ReturnType<typeof useContentMediaUploads>['uploads'];
