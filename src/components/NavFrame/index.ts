export { MenuIcon, MenuText, MenuToggle, NavBrand, NavHeader, NavLinks, NavMenu, NavRow } from './NavFrame';
