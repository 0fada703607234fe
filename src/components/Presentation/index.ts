export { Presentation, StageButton, type PresentationProps } from './Presentation';
