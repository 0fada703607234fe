import { App } from '@capacitor/app';
import { connectNativeShell, type StartNativeShell } from './nativeShell';

/**
 * The app wrapper's chunk, the only module that imports Capacitor: loaded with `import()` only
 * inside the Android app, so a reader's browser never downloads it. Passing App to
 * connectNativeShell also has the compiler check that ShellAppPlugin (the tests' fake) is the real
 * plugin's interface.
 */
export const startNativeShell: StartNativeShell = (options) => connectNativeShell(App, options);
