/**
 * The script conversion chunk (src/script-conversion/convert.ts and its library), loaded the first
 * time a reader picks a script other than Devanagari, and kept for the rest of the visit. Until it
 * has arrived (and on the server, and while the page is hydrated) the lyrics show as written.
 */
import { useEffect, useState } from 'react';
import { useHydrated } from '../../device/useHydrated';

export type ScriptConverter = typeof import('../../script-conversion/convert');

let loaded: ScriptConverter | undefined;
let loading: Promise<ScriptConverter> | undefined;

/** The converter once it is needed and has loaded; undefined before (or if it could not be loaded, e.g. offline and never fetched). */
export function useScriptConverter(needed: boolean): ScriptConverter | undefined {
  const [converter, setConverter] = useState<ScriptConverter | undefined>(undefined);
  // While the page is hydrated the render must be the server's (the lyrics as written), even when
  // the converter is here from an earlier page of this visit.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!needed || loaded) return undefined;
    let current = true;
    loading ??= import('../../script-conversion/convert');
    loading.then(
      (chunk) => {
        loaded = chunk;
        if (current) setConverter(chunk);
      },
      () => {
        // Not loaded (offline): asked for again next time a script is picked.
        loading = undefined;
      },
    );
    return () => {
      current = false;
    };
  }, [needed]);
  if (!needed) return undefined;
  return converter ?? (hydrated ? loaded : undefined);
}
