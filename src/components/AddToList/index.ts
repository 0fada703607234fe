export { AddToList, NewListForm } from './AddToList';
export type { AddToListProps, ListChoice, NewListFormProps } from './AddToList';
