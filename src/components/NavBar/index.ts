export { NavBar, MENU_LABEL, SEARCH_TOGGLE_LABEL } from './NavBar';
export type { NavBarProps } from './NavBar';
export { BhajansMenu, NAV_ITEMS_ERROR } from './BhajansMenu';
export type { BhajansMenuProps, NavItemsStatus } from './BhajansMenu';
export { SearchBox, SEARCH_LABEL, SEARCH_SPINNER_TEST_ID } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
