import { OfflineAudioButton } from '../components/OfflineAudioButton';
import { useOfflineAudio } from './useOfflineAudio';

/**
 * 'Keep for offline listening' for a hymn's audio file (`src`, the address the player uses): the
 * hook's state in the presentational button. Loaded as a chunk of its own by the hymn page, only
 * where it can work (see ContentScreen): most first visits never need it.
 */
export function KeepAudioOffline({ src, className }: { src: string; className?: string }) {
  const audio = useOfflineAudio(src);
  if (audio.state === 'unavailable' || audio.state === 'checking') return null;
  return (
    <OfflineAudioButton
      state={audio.state}
      received={audio.received}
      total={audio.total}
      size={audio.size}
      onSave={audio.save}
      onCancel={audio.cancel}
      onRemove={audio.remove}
      className={className}
    />
  );
}
