export { Card, CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from './Card';
export type { CardProps, CardSubCategory } from './Card';
