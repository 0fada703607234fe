export { FieldError, FieldWrapper, FLAG_OPTIONS, FlagSelectField, SelectField, TextAreaField, TextField } from './FormField';
export type { FieldProps, FlagSelectFieldProps, SelectFieldProps, SelectOption, TextAreaFieldProps, TextFieldProps } from './FormField';
export { FormMessage } from './FormMessage';
export type { FormMessageProps, FormReason, FormStatus } from './FormMessage';
export { SubmitButton } from './SubmitButton';
export type { SubmitButtonProps } from './SubmitButton';
// The fields' look, for forms of other components (the feedback form's rating and text).
export { controlStyle, FieldLabel } from './fieldStyles';
