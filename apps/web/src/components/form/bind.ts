import { get, type FieldPath, type FieldValues, type PathValue, type UseFormReturn } from 'react-hook-form';

/**
 * A react-hook-form field as the field primitives take it: its value, and a change that marks the
 * form dirty (and re-checks the field once the form has been submitted).
 */
export function bind<T extends FieldValues, N extends FieldPath<T>, Out = T>(form: UseFormReturn<T, unknown, Out>, name: N) {
  return {
    value: form.watch(name),
    onChange: (value: PathValue<T, N>) => form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
  };
}

/** The message of a field's error, for the primitives' `error`. */
export function errorOf<T extends FieldValues, Out = T>(form: UseFormReturn<T, unknown, Out>, name: FieldPath<T>): string | undefined {
  return (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
}

/**
 * A text field that may be left empty (its schema defaults it to ''), bound with its error: the
 * form holds undefined until it is typed in, the input always a string.
 */
export function bindText<T extends FieldValues, Out = T>(form: UseFormReturn<T, unknown, Out>, name: FieldPath<T>) {
  const f = bind(form, name);
  return {
    value: (f.value as string | undefined) ?? '',
    onChange: (v: string) => f.onChange(v as PathValue<T, FieldPath<T>>),
    error: errorOf(form, name),
  };
}
