import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_APP_CONFIG, type AppConfig } from '../model/config';

const AppConfigContext = createContext<AppConfig>(DEFAULT_APP_CONFIG);

export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

/** The deployment's site name, support e-mail, Android app link and media base URL. */
export function useAppConfig(): AppConfig {
  return useContext(AppConfigContext);
}
