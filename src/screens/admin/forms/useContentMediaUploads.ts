import { useCallback, useMemo } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { useMediaUpload } from '../../../api/media';
import type { ContentFormValues } from './formValues';

/** The content form's media paths, each with a file picker that fills it. */
export type ContentMediaPath = 'imagePath' | 'audioPath' | 'videoPath';

/** The content form's three uploads (image, audio, video), each filling its path once stored. */
export function useContentMediaUploads(setValue: UseFormSetValue<ContentFormValues>) {
  const fillPath = useCallback((name: ContentMediaPath) => (path: string) => setValue(name, path, { shouldDirty: true }), [setValue]);
  const onImage = useMemo(() => fillPath('imagePath'), [fillPath]);
  const onAudio = useMemo(() => fillPath('audioPath'), [fillPath]);
  const onVideo = useMemo(() => fillPath('videoPath'), [fillPath]);
  return {
    imagePath: useMediaUpload('image', onImage),
    audioPath: useMediaUpload('audio', onAudio),
    videoPath: useMediaUpload('video', onVideo),
  };
}

export type ContentUploads = ReturnType<typeof useContentMediaUploads>;
