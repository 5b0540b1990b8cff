import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MAX_MANAGERS } from '../domain/questionnaire/owners';
import type { Answers, FieldDefinition } from '../domain/questionnaire/page-definition';
import { ListField } from './list-field';
import { QuestionFields } from './question-fields';

const managers: FieldDefinition = {
  name: 'managers',
  title: 'Managers',
  type: 'array',
  rendered_type: 'text',
  max_rows: MAX_MANAGERS,
  children: [
    { name: 'first_name', title: 'First name', type: 'string', rendered_type: 'text' },
    {
      name: 'percentage',
      title: 'Ownership percentage',
      label: 'Ownership percentage',
      type: 'number',
      rendered_type: 'number',
      default: 100,
    },
  ],
};

function Managers() {
  const [rows, setRows] = useState<Answers[]>([]);
  return (
    <ListField
      field={managers}
      RowFields={QuestionFields}
      rows={rows}
      errors={{}}
      errorKey="managers"
      onChange={setRows}
      options={{
        itemLabel: 'Manager',
        add: { prompt: 'Have an additional manager?', label: 'Add manager' },
      }}
    />
  );
}

const percentages = () =>
  screen
    .getAllByRole('textbox', { name: /Ownership/ })
    .map((input) => (input as HTMLInputElement).value);

describe('the annual report managers list (spec dashboard §2, §4)', () => {
  it("adds 'Manager N' blocks up to 8 with the spec's words, Add manager gone at 8", async () => {
    render(<Managers />);
    expect(screen.getByText('Have an additional manager?')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Manager 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove manager 1' })).toBeNull();
    for (let count = 2; count <= MAX_MANAGERS; count += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Add manager' }));
      expect(screen.getByRole('heading', { name: `Manager ${count}` })).toBeTruthy();
    }
    // The fields render once their renderers have loaded.
    await waitFor(() =>
      expect(percentages()).toEqual(['12', '12', '12', '12', '12', '12', '12', '16']),
    );
    expect(screen.queryByRole('button', { name: 'Add manager' })).toBeNull();
    expect(screen.queryByText('Have an additional manager?')).toBeNull();
    expect(screen.getByText(/up to 8/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove manager 8' }));
    await waitFor(() => expect(percentages()).toEqual(['14', '14', '14', '14', '14', '14', '16']));
    expect(screen.getByRole('button', { name: 'Add manager' })).toBeTruthy();
  });
});
