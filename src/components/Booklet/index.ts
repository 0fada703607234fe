export { Booklet } from './Booklet';
export type { BookletHymn, BookletProps } from './Booklet';
