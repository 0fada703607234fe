export {
  CorrectionForm,
  type CorrectableText,
  type CorrectionFormErrors,
  type CorrectionFormProps,
  type CorrectionFormValues,
  type LinePlace,
} from './CorrectionForm';
