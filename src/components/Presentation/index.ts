export { Presentation, type PresentationProps } from './Presentation';
