import { describe, expect, it } from 'vitest';
import { pageFromOpenApiSchema, pageSchemaName, pageToOpenApiSchema } from './openapi-page-schema';
import type { PageDefinition } from './page-definition';

const page: PageDefinition = {
  id: 'formation/page3',
  title: 'Ownership',
  required: ['owners'],
  next_button: { label: 'Continue', next_page_url: '/formation/page4' },
  prev_button: { label: 'Back', next_page_url: '/formation/page2' },
  fields: [
    {
      name: 'owners',
      title: 'Owners',
      type: 'array',
      rendered_type: 'text',
      children_required: ['first_name'],
      max_rows: 3,
      children: [
        {
          name: 'first_name',
          title: 'First name',
          label: 'First name',
          type: 'string',
          rendered_type: 'text',
          maxLength: 128,
          placeholder: 'Jane',
        },
        {
          name: 'percentage',
          title: 'Percentage',
          type: 'number',
          rendered_type: 'number',
          min: 1,
          max: 100,
          default: 100,
        },
        {
          name: 'phone',
          title: 'Phone',
          type: 'string',
          rendered_type: 'mask_text',
          mask: '+1 (000) 000-0000',
          regex: '^\\+1 \\(\\d{3}\\) \\d{3}-\\d{4}$',
        },
      ],
    },
    {
      name: 'agent_first_name',
      title: 'First name',
      type: 'string',
      rendered_type: 'text',
      readonly_field: false,
      hidden: true,
      depends_on: { key: 'is_bizup_designated_agent', value: true, action: 'hide' },
      options: [{ value: 'a', label: 'A', description: 'first' }],
    },
    {
      name: 'tax_id_number',
      title: 'SSN or ITIN',
      type: 'string',
      rendered_type: 'mask_text',
      mask: '000-00-0000',
      sensitive: true,
    },
  ],
};

describe('page definitions in the OpenAPI document', () => {
  it('use standard keywords where JSON Schema has them and x- extensions for the rest', () => {
    const schema = pageToOpenApiSchema(page);
    expect(schema).toMatchObject({
      type: 'object',
      title: 'Ownership',
      'x-page-id': 'formation/page3',
      required: ['owners'],
      'x-next-button': { next_page_url: '/formation/page4' },
    });
    // A list's max_rows is JSON Schema's maxItems, so any client of the document sees it.
    expect(schema.properties.owners!.maxItems).toBe(3);
    const percentage = schema.properties.owners!.items!.properties.percentage!;
    expect(percentage).toEqual({
      type: 'number',
      title: 'Percentage',
      minimum: 1,
      maximum: 100,
      default: 100,
      'x-rendered-type': 'number',
    });
    expect(schema.properties.agent_first_name!['x-depends-on']).toEqual({
      key: 'is_bizup_designated_agent',
      value: true,
      action: 'hide',
    });
    expect(schema.properties.tax_id_number!['x-sensitive']).toBe(true);
  });

  it('read back into the same page definition', () => {
    expect(pageFromOpenApiSchema(JSON.parse(JSON.stringify(pageToOpenApiSchema(page))))).toEqual(
      page,
    );
  });

  it('are named for the components section', () => {
    expect(pageSchemaName('business-license/industry-activities')).toBe(
      'Page_business_license_industry_activities',
    );
  });
});
