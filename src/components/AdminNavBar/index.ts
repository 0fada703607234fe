export { AdminNavBar, ADMIN_ACTION_LINKS, ADMIN_NAV_LINKS } from './AdminNavBar';
export type { AdminNavBarProps } from './AdminNavBar';
