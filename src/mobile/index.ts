// Only what the first script needs; the wrapper's logic (nativeShell.ts) comes with its chunk.
export { isNativeShell } from './isNativeShell';
export { NativeShell, useNativeShell, type NativeShellProps } from './useNativeShell';
