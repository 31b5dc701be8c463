/** The product form's text fields and switches, each bound to its part of the draft by name. */
import { InputField, SwitchRow } from '../form/Field';
import type { Editor, SwitchField, DraftTextField } from './use-product-editor';

interface TextProps {
  editor: Editor;
  field: DraftTextField;
  label: string;
  required?: boolean;
  type?: string;
  step?: string;
  min?: string;
  inputMode?: 'decimal' | 'numeric';
  placeholder?: string;
  maxLength?: number;
}

export function Text({ editor, field, label, required, ...input }: TextProps) {
  return (
    <InputField
      {...input}
      id={field}
      name={field}
      label={label}
      marked={required}
      value={editor.draft[field]}
      error={editor.errors[field]}
      onChange={(value) => editor.edit(field, value)}
    />
  );
}

export function Switch({
  editor,
  field,
  label,
  hint,
}: {
  editor: Editor;
  field: SwitchField;
  label: string;
  hint: string;
}) {
  return (
    <SwitchRow
      id={field}
      label={label}
      hint={hint}
      checked={editor.draft[field]}
      onToggle={() => editor.toggle(field)}
    />
  );
}
