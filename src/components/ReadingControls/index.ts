export { ReadingControls, type ReadingControlsProps } from './ReadingControls';
