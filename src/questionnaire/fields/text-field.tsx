import { Input, TextArea } from 'react-aria-components';
import type { FieldRendererProps } from '../field-renderer';
import { pasteGuard } from './no-paste';
import { TextInputFrame } from './text-input-frame';

/** Text areas show at least five rows (spec §9). */
const TEXT_AREA_ROWS = 5;

/** A single-line text answer (text, address_search) or a text area. */
export function TextFieldRenderer(props: FieldRendererProps) {
  const { field, inputId } = props;
  return (
    <TextInputFrame
      {...props}
      input={
        field.rendered_type === 'text_area' ? (
          <TextArea
            id={inputId}
            className="ch-field__input"
            rows={TEXT_AREA_ROWS}
            placeholder={field.placeholder}
          />
        ) : (
          <Input
            id={inputId}
            className="ch-field__input"
            placeholder={field.placeholder}
            {...pasteGuard(field.name)}
          />
        )
      }
    />
  );
}
