export { NavBar, MENU_LABEL } from './NavBar';
export type { NavBarProps } from './NavBar';
export { BhajansMenu, BHAJANS_LABEL, NAV_ITEMS_EMPTY, NAV_ITEMS_ERROR } from './BhajansMenu';
export type { BhajansMenuProps, NavItemsStatus } from './BhajansMenu';
export { SearchBox, SEARCH_BUTTON_LABEL, SEARCH_LABEL } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
