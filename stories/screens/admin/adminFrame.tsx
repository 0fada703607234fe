import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { authLogin, authLogout, authMe } from '../../../mocks/handlers/auth';
import { contentPage } from '../../../mocks/handlers/admin-content';
import { subCategoryAll } from '../../../mocks/handlers/subcategory';
import { AdminLayout } from '../../../src/app/AdminLayout';
import { adminPaths } from '../../../src/model/paths';
import { LoginScreen } from '../../../src/screens/admin/login/LoginScreen';

/**
 * The admin stories' frame, as the app's routes put it: the sign-in screen on its own at
 * /admin/login, every other admin path in AdminLayout (navbar, RequireAdmin). The story's own
 * screen is shown at `pattern`; any other admin path shows a stand-in screen naming the path, so a
 * play function can follow a navbar link, a redirect or a sign-in and see where it ended.
 *
 * The routes are the story's descendants (the story router matches every path), so the stories
 * must not set `parameters.route.path`.
 */
export const OTHER_ADMIN_SCREEN_TEST_ID = 'other-admin-screen';

function OtherAdminScreen() {
  const { pathname, search } = useLocation();
  return <h1 data-testid={OTHER_ADMIN_SCREEN_TEST_ID}>{pathname + search}</h1>;
}

/**
 * The admin routes with `screen` at `pattern`, as the app nests them: AdminLayout is the layout
 * route (it stays while the editor moves between its screens), the sign-in screen is outside it.
 */
export function AdminRoutes({ pattern, screen }: { pattern: string; screen: ReactNode }) {
  return (
    <Routes>
      <Route path={adminPaths.login} element={<LoginScreen />} />
      <Route element={<AdminLayout />}>
        <Route path={pattern} element={screen} />
        <Route path="*" element={<OtherAdminScreen />} />
      </Route>
    </Routes>
  );
}

/** A screen of the admin area (the story) at `pattern`, in AdminLayout. */
export function withAdminFrame(pattern: string): Decorator {
  const AdminFrame: Decorator = (Story) => <AdminRoutes pattern={pattern} screen={<Story />} />;
  return AdminFrame;
}

/** The sign-in screen (the story) at /admin/login, and AdminLayout (with a stand-in screen) wherever it sends the editor. */
export const withLoginFrame: Decorator = (Story) => (
  <Routes>
    <Route path={adminPaths.login} element={<Story />} />
    <Route element={<AdminLayout />}>
      <Route path="*" element={<OtherAdminScreen />} />
    </Route>
  </Routes>
);

/**
 * The admin calls every admin story answers, signed in (keys as in mocks/handlers/index.ts); a
 * story overrides one of them.
 */
export const adminHandlers = {
  authMe: authMe.signedIn,
  authLogin: authLogin.success,
  authLogout: authLogout.success,
  contentPage: contentPage.success,
  subcategoryAll: subCategoryAll.withHidden,
};
