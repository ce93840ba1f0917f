/** Form parts every feature shares: the labelled field, its state, the submit guard, the check toast. */
export { Field, type FieldProps } from './field'
export { checkAll, useFields, useSubmit } from './use-form'
