export { Card } from './Card';
export type { CardProps, CardSubCategory } from './Card';
