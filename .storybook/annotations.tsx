/**
 * Everything preview.tsx applies to every story, except the MSW loader: unit tests apply these same
 * annotations through `setProjectAnnotations` with a loader that uses MSW's node server instead of
 * the service worker (src/test/setup.ts).
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { defaultHandlersByKey } from '../mocks/handlers';
import { localExternalVideoUrls } from '../mocks/handlers/media';
// Not the component's index: unit tests mock the player's modules, which must not be loaded before them.
import { ExternalVideoUrlsContext } from '../src/components/VideoPlayer/externalVideo';
import { Providers } from '../src/app/providers';
import { keepFavourites } from '../src/device/favourites';
import { favouritesOf, NO_FAVOURITES, type Favourites } from '../src/model/favourites';
import { saveReadingSettings } from '../src/device/readingSettings';
import { DEFAULT_READING_SETTINGS, type ReadingSettings } from '../src/model/reading';
import { createQueryClient } from '../src/app/queryClient';
import { DEFAULT_APP_CONFIG, type AppConfig } from '../src/model/config';
import { VIEWPORTS } from './viewports';

/** `parameters.route`: where the story's memory router starts, and what it matches. */
export interface RouteParameters {
  /** The route pattern the story is rendered at, e.g. '/subcategory/:scid'. Default: every path. */
  path?: string;
  /** The history the router starts with; the last entry is the current page. Default: ['/']. */
  initialEntries?: string[];
  /** Show the router's current URL under the story, for play functions that follow navigation. */
  showLocation?: boolean;
}

export const LOCATION_TEST_ID = 'story-location';

const StorySlotContext = createContext<{ Story: ComponentType } | null>(null);

/** Renders the current story inside the router; re-rendered whenever the decorators run (args). */
function StorySlot() {
  const slot = useContext(StorySlotContext);
  if (!slot) return null;
  const { Story } = slot;
  return <Story />;
}

function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid={LOCATION_TEST_ID} style={{ margin: '1rem', fontFamily: 'monospace', fontSize: '0.875rem' }}>
      {location.pathname + location.search}
    </p>
  );
}

function StoryRouter({ route }: { route: RouteParameters }) {
  const [router] = useState(() => {
    const element = (
      <>
        <StorySlot />
        {route.showLocation ? <LocationProbe /> : null}
      </>
    );
    const routes: RouteObject[] = [{ path: route.path ?? '*', element }];
    // Navigation away from the story's own pattern still renders the story (and the probe).
    if (route.path && route.path !== '*') routes.push({ path: '*', element });
    return createMemoryRouter(routes, { initialEntries: route.initialEntries ?? ['/'] });
  });
  return <RouterProvider router={router} />;
}

/** The QueryClient every story gets: a fresh cache, and no retries (error states show at once). */
export function createStoryQueryClient(): QueryClient {
  return createQueryClient({ queries: { retry: false } });
}

/**
 * A story loader (`loaders: [queryClientLoader]`) for play functions that need the data cache, e.g.
 * to refetch: the frame uses this client, and the play function finds it with `storyQueryClient(loaded)`.
 */
export const queryClientLoader = () => ({ queryClient: createStoryQueryClient() });

/** The QueryClient that `queryClientLoader` gave the story. */
export function storyQueryClient(loaded: Record<string, unknown>): QueryClient {
  const { queryClient } = loaded;
  if (!(queryClient instanceof QueryClient)) throw new Error('storyQueryClient: add `loaders: [queryClientLoader]` to the story');
  return queryClient;
}

/**
 * The reader's settings a story is drawn in: `parameters.readingSettings` (e.g. `{ theme: 'dark' }`),
 * else the toolbar's 'Colours' (designers look at any story by night), else the defaults. Each story
 * starts from these, whatever the one before it chose.
 */
function storyReadingSettings(parameters: Record<string, unknown>, globals: Record<string, unknown>): ReadingSettings {
  const theme = globals.readingTheme === 'light' || globals.readingTheme === 'dark' ? globals.readingTheme : DEFAULT_READING_SETTINGS.theme;
  return { ...DEFAULT_READING_SETTINGS, theme, ...(parameters.readingSettings as Partial<ReadingSettings> | undefined) };
}

function StoryFrame({
  appConfig,
  loadedQueryClient,
  readingSettings,
  favourites,
  children,
}: {
  appConfig: Partial<AppConfig> | undefined;
  loadedQueryClient: QueryClient | undefined;
  readingSettings: ReadingSettings;
  favourites: Favourites;
  children: ReactNode;
}) {
  // The frame is keyed by story id, so this runs once per story: before its first render.
  const [queryClient] = useState(() => {
    saveReadingSettings(readingSettings);
    keepFavourites(favourites);
    return loadedQueryClient ?? createStoryQueryClient();
  });
  const settingsKey = JSON.stringify(readingSettings);
  // The toolbar changed: drawn again in the new colours.
  useEffect(() => saveReadingSettings(JSON.parse(settingsKey) as ReadingSettings), [settingsKey]);
  const [config] = useState<AppConfig>(() => ({ ...DEFAULT_APP_CONFIG, ...appConfig }));
  return (
    <Providers config={config} queryClient={queryClient}>
      {/* An embedded external video is a local stand-in page: no story reaches YouTube. */}
      <ExternalVideoUrlsContext.Provider value={localExternalVideoUrls}>{children}</ExternalVideoUrlsContext.Provider>
    </Providers>
  );
}

/**
 * Theme, global styles, a fresh QueryClient (no retries; the loader's, if the story has
 * `queryClientLoader`), the AppConfig, and a memory router.
 */
const withAppFrame: Decorator = (Story, context) => (
  <StoryFrame
    key={context.id}
    appConfig={context.parameters.appConfig as Partial<AppConfig> | undefined}
    loadedQueryClient={context.loaded?.queryClient instanceof QueryClient ? context.loaded.queryClient : undefined}
    readingSettings={storyReadingSettings(context.parameters, context.globals)}
    // The reader's starred hymns and lists a story starts from: `parameters.favourites`, else none.
    favourites={favouritesOf(context.parameters.favourites ?? NO_FAVOURITES)}
  >
    <StorySlotContext.Provider value={{ Story }}>
      <StoryRouter route={(context.parameters.route as RouteParameters | undefined) ?? {}} />
    </StorySlotContext.Provider>
  </StoryFrame>
);

export const annotations = {
  decorators: [withAppFrame],
  globalTypes: {
    readingTheme: {
      description: "The reader's colours (the hymn page's Auto / Day / Night)",
      toolbar: {
        title: 'Colours',
        icon: 'contrast',
        items: [
          { value: 'system', title: 'Auto (as the device)' },
          { value: 'light', title: 'Day' },
          { value: 'dark', title: 'Night' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { readingTheme: 'system' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: VIEWPORTS },
    // Keyed, so that a story replaces one endpoint and keeps the others (see mocks/handlers/index.ts).
    msw: { handlers: defaultHandlersByKey },
  },
} satisfies Preview;
