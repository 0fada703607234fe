export { MenuIcon, MenuText, MenuToggle, NavBrand, NavHeader, NavLinks, NavMenu, NavRow } from './NavFrame';
export { useCollapsibleMenu } from './useCollapsibleMenu';
