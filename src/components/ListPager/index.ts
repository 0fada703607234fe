export { ListPager, pageWindow } from './ListPager';
export type { ListPagerProps } from './ListPager';
