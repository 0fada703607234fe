import { useEffect } from 'react';
import { useAppConfig } from '../device/AppConfigContext';
import { isNativeShell } from './isNativeShell';
import type { ShellNavigate, StartNativeShell } from './nativeShell';

const loadCapacitorChunk = () => import('./capacitorApp').then((chunk) => chunk.startNativeShell);

/**
 * The Android app's back button and opened app links (nativeShell.ts), from mount to unmount. In a
 * browser it does nothing and loads nothing: the wrapper's chunk is imported only inside the
 * native shell.
 */
export function useNativeShell(navigate: ShellNavigate, loadShell: () => Promise<StartNativeShell> = loadCapacitorChunk) {
  const { siteUrl } = useAppConfig();
  useEffect(() => {
    if (!isNativeShell()) return;
    let unmounted = false;
    let stop: (() => void) | undefined;
    loadShell().then(
      (start) => {
        if (!unmounted) stop = start({ navigate, siteUrl });
      },
      () => {
        // The chunk did not arrive: Capacitor's own back handling stays; links still open the app.
      },
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [navigate, siteUrl, loadShell]);
}

export interface NativeShellProps {
  /** The router's navigate (`router.navigate` beside the RouterProvider, so every page has it). */
  navigate: ShellNavigate;
  /** Where the wrapper comes from: its Capacitor chunk, or a test's with a fake App plugin. */
  loadShell?: () => Promise<StartNativeShell>;
}

/** useNativeShell as an element for the app's root; it renders nothing. */
export function NativeShell({ navigate, loadShell }: NativeShellProps) {
  useNativeShell(navigate, loadShell);
  return null;
}
