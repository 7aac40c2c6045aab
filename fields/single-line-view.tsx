/**
 * The widget of the one-line text types: an `<input>` of that HTML type with its keyboard hint.
 */
import { defineFieldView } from '../src/forms/define-field-view.ts';
import { control, controlProps, FieldFrame } from './parts.tsx';
import { SHORT_TEXT_MAX } from './rules.ts';
import type { singleLineType } from './single-line.ts';

export function singleLineView<Type extends string>(
  type: Type,
  inputMode?: 'email' | 'tel' | 'url',
) {
  return defineFieldView<ReturnType<typeof singleLineType<Type>>>(type, (props) => (
    <FieldFrame {...props}>
      <input
        {...controlProps(props)}
        className={control}
        type={type}
        inputMode={inputMode}
        autoComplete={props.field.autocomplete}
        placeholder={props.field.placeholder}
        maxLength={props.field.maxLength ?? SHORT_TEXT_MAX}
      />
    </FieldFrame>
  ));
}
