export { SubCategoryImage, SUBCATEGORY_IMAGE_HEIGHT, SUBCATEGORY_IMAGE_WIDTH } from './SubCategoryImage';
export type { SubCategoryImageProps } from './SubCategoryImage';
