export { CorrectionCard, type CorrectionCardProps } from './CorrectionCard';
