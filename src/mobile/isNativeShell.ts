interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

/**
 * Whether the page runs inside the Android app. Capacitor's native bridge defines
 * `window.Capacitor` before the page's scripts run, so this needs nothing of Capacitor's code (and
 * is all of the app wrapper that a reader's browser downloads, with useNativeShell).
 */
export function isNativeShell(win: Window | undefined = globalThis.window): boolean {
  const capacitor = (win as { Capacitor?: CapacitorGlobal } | undefined)?.Capacitor;
  return capacitor?.isNativePlatform?.() === true;
}
