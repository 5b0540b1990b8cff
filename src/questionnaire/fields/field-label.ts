import type { FieldDefinition } from '../../domain/questionnaire/page-definition';

/** The visible label of a field: its label, else its title, else its name made readable. */
export function fieldLabel(field: FieldDefinition): string {
  return field.label ?? field.title ?? field.name.replace(/_/g, ' ');
}
