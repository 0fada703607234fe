import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { AppConfig } from '../model/config';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/tokens';
import { AppConfigProvider } from '../device/AppConfigContext';

export interface ProvidersProps {
  config: AppConfig;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything a screen needs around it: theme and base styles, data cache, deployment config. */
export function Providers({ config, queryClient, children }: ProvidersProps) {
  return (
    <AppConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </AppConfigProvider>
  );
}
