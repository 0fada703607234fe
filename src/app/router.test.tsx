import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subCategories } from '../../mocks/fixtures/subcategories';
import { DEFAULT_APP_CONFIG } from '../model/config';
import { MESSAGES } from '../model/messages';
import { paths, ROUTE_PATTERNS } from '../model/paths';
import { notFoundTitle } from '../screens/not-found/NotFoundScreen';
import { renderApp } from '../test/renderApp';
import { routes } from './router';

const renderAt = (path: string, table: RouteObject[] = routes) => renderApp(table, path);

function Boom(): never {
  throw new Error('boom');
}

/** The route table with one extra screen that throws while rendering. */
function withThrowingScreen(): RouteObject[] {
  const layout = routes.find((route) => route.id === 'public')!;
  const screens = layout.children![0]!;
  const throwing: RouteObject = { path: 'boom', element: <Boom /> };
  const screensWithBoom = { ...screens, children: [throwing, ...(screens.children ?? [])] } as RouteObject;
  return [{ ...layout, children: [screensWithBoom] } as RouteObject];
}

/** A child route's path joined to its parent's (absolute paths stand alone). */
const joinPath = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`);

/** Every path the route table answers ('…/*' is the not-found screen). */
function routePaths(table: RouteObject[], parent = '/'): string[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? parent : joinPath(parent, route.path);
    const answered = route.path !== undefined || route.index ? [path] : [];
    return [...answered, ...routePaths(route.children ?? [], path)];
  });
}

describe('routes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers exactly the patterns the server knows (ROUTE_PATTERNS), and anything else as not found', () => {
    const all = routePaths(routes);
    // An index route answers its parent's path ('/admin'), so each path is counted once.
    expect([...new Set(all.filter((path) => !path.endsWith('*')))].sort()).toEqual(Object.values(ROUTE_PATTERNS).sort());
    expect(all).toContain('/*');
  });

  it('shows the home screen at / inside the public frame', async () => {
    renderAt(paths.home);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('status')).toHaveTextContent(MESSAGES.loading);
    await waitFor(() => expect(main.getAllByRole('link')).toHaveLength(subCategories.length));
  });

  it('offers a skip link to the page content', () => {
    renderAt(paths.home);
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
  });

  it('shows "Page not found" for any other path, with the path in the title and a way home', async () => {
    renderAt('/no/such/page');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(MESSAGES.pageNotFound);
    expect(main.getByText(MESSAGES.notFound404)).toBeInTheDocument();
    expect(main.getByRole('link', { name: /home/i })).toHaveAttribute('href', paths.home);
    await waitFor(() => expect(document.title).toBe(notFoundTitle('/no/such/page', DEFAULT_APP_CONFIG.siteName)));
    expect(document.title).toContain('/no/such/page');
    expect(document.title).toContain(DEFAULT_APP_CONFIG.siteName);
  });

  it('shows the render error screen inside the frame when a screen throws, titled as the spec says', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/boom', withThrowingScreen());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(MESSAGES.renderError);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(MESSAGES.renderErrorTitle));
  });
});
