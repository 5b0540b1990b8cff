import type { FieldDefinition, PageDefinition } from './page-definition';

/**
 * A page definition as an OpenAPI 3.1 schema object: standard JSON Schema keywords where they
 * exist (title, description, maxLength, minLength, minimum, maximum, pattern, default,
 * required, maxItems for a list's max_rows), the rest of the spec's field attributes as `x-` extensions. The server writes it
 * into /api/v1/openapi.json; the browser reads it back with `pageFromOpenApiSchema`.
 */
export interface OpenApiPageSchema {
  type: 'object';
  title: string;
  'x-page-id': string;
  properties: Record<string, OpenApiFieldSchema>;
  required: string[];
  'x-next-button'?: PageDefinition['next_button'];
  'x-prev-button'?: PageDefinition['prev_button'];
}

export interface OpenApiFieldSchema {
  type: FieldDefinition['type'];
  title?: string;
  description?: string;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  default?: unknown;
  maxItems?: number;
  items?: { type: 'object'; properties: Record<string, OpenApiFieldSchema>; required: string[] };
  'x-label'?: string;
  'x-placeholder'?: string;
  'x-rendered-type': FieldDefinition['rendered_type'];
  'x-options'?: FieldDefinition['options'];
  'x-mask'?: string;
  'x-sensitive'?: boolean;
  'x-readonly-field'?: boolean;
  'x-disabled'?: boolean;
  'x-hidden'?: boolean;
  'x-depends-on'?: FieldDefinition['depends_on'];
  'x-rows-total'?: FieldDefinition['rows_total'];
}

/** Drops undefined members so the document carries only what a field defines. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, member]) => member !== undefined),
  ) as T;
}

function fieldToSchema(field: FieldDefinition): OpenApiFieldSchema {
  return compact({
    type: field.type,
    title: field.title,
    description: field.description,
    maxLength: field.maxLength,
    minLength: field.minLength,
    minimum: field.min,
    maximum: field.max,
    pattern: field.regex,
    default: field.default,
    maxItems: field.max_rows,
    items: field.children
      ? {
          type: 'object' as const,
          properties: Object.fromEntries(
            field.children.map((child) => [child.name, fieldToSchema(child)]),
          ),
          required: field.children_required ?? [],
        }
      : undefined,
    'x-label': field.label,
    'x-placeholder': field.placeholder,
    'x-rendered-type': field.rendered_type,
    'x-options': field.options,
    'x-mask': field.mask,
    'x-sensitive': field.sensitive,
    'x-readonly-field': field.readonly_field,
    'x-disabled': field.disabled,
    'x-hidden': field.hidden,
    'x-depends-on': field.depends_on,
    'x-rows-total': field.rows_total,
  });
}

function schemaToField(name: string, schema: OpenApiFieldSchema): FieldDefinition {
  return compact({
    name,
    title: schema.title,
    label: schema['x-label'],
    description: schema.description,
    placeholder: schema['x-placeholder'],
    type: schema.type,
    rendered_type: schema['x-rendered-type'],
    options: schema['x-options'],
    maxLength: schema.maxLength,
    minLength: schema.minLength,
    min: schema.minimum,
    max: schema.maximum,
    regex: schema.pattern,
    mask: schema['x-mask'],
    sensitive: schema['x-sensitive'],
    readonly_field: schema['x-readonly-field'],
    disabled: schema['x-disabled'],
    hidden: schema['x-hidden'],
    default: schema.default,
    depends_on: schema['x-depends-on'],
    children: schema.items
      ? Object.entries(schema.items.properties).map(([childName, child]) =>
          schemaToField(childName, child),
        )
      : undefined,
    children_required: schema.items?.required,
    max_rows: schema.maxItems,
    rows_total: schema['x-rows-total'],
  });
}

export function pageToOpenApiSchema(page: PageDefinition): OpenApiPageSchema {
  return compact({
    type: 'object' as const,
    title: page.title,
    'x-page-id': page.id,
    properties: Object.fromEntries(page.fields.map((field) => [field.name, fieldToSchema(field)])),
    required: page.required,
    'x-next-button': page.next_button,
    'x-prev-button': page.prev_button,
  });
}

export function pageFromOpenApiSchema(schema: OpenApiPageSchema): PageDefinition {
  return compact({
    id: schema['x-page-id'],
    title: schema.title,
    fields: Object.entries(schema.properties).map(([name, field]) => schemaToField(name, field)),
    required: schema.required,
    next_button: schema['x-next-button'],
    prev_button: schema['x-prev-button'],
  });
}

/** The component name of a page's schema in the document, e.g. formation/page1 → Page_formation_page1. */
export function pageSchemaName(pageId: string): string {
  return `Page_${pageId.replace(/[^A-Za-z0-9]+/g, '_')}`;
}
