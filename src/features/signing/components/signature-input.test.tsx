import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SignatureInput, signatureOf, type SignatureDraft } from './signature-input';

/** The input as the signing page holds it: its draft in state, an error given or not. */
function Harness({
  error,
  onDraft,
}: {
  error?: string;
  onDraft?: (draft: SignatureDraft) => void;
}) {
  const [draft, setDraft] = useState<SignatureDraft>({
    kind: 'typed',
    name: 'Rosa Alvarez',
    image: '',
  });
  return (
    <SignatureInput
      value={draft}
      error={error}
      onChange={(next) => {
        setDraft(next);
        onDraft?.(next);
      }}
    />
  );
}

describe('the signature input', () => {
  it('types by default: the signer’s name, editable from the keyboard, shown as it will look', () => {
    const drafts: SignatureDraft[] = [];
    render(<Harness onDraft={(draft) => drafts.push(draft)} />);
    expect(screen.getByRole('group', { name: 'Your signature' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Type my name' }) as HTMLInputElement).checked).toBe(
      true,
    );
    const name = screen.getByRole('textbox', { name: 'Type your full name' }) as HTMLInputElement;
    expect(name.value).toBe('Rosa Alvarez');
    expect(screen.getByText('Your signature will look like this:')).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Rosa M. Alvarez' } });
    expect(signatureOf(drafts[drafts.length - 1]!)).toEqual({
      kind: 'typed',
      name: 'Rosa M. Alvarez',
    });
  });

  it('ties a message to the typed name', () => {
    render(<Harness error="Please type your full name as your signature." />);
    const name = screen.getByRole('textbox', { name: 'Type your full name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = name.getAttribute('aria-describedby')!.split(' ');
    const message = screen.getByText('Please type your full name as your signature.');
    expect(described).toContain(message.id);
  });

  it('switches to drawing, with its hint, its message and Clear; the typed name is kept', async () => {
    render(<Harness error="Please draw your signature, or type your name instead." />);
    fireEvent.click(screen.getByRole('radio', { name: 'Draw my signature' }));
    const area = await screen.findByRole('img', { name: 'Signature drawing area' });
    const described = area.getAttribute('aria-describedby')!.split(' ');
    expect(described).toHaveLength(2);
    expect(document.getElementById(described[0]!)?.textContent).toBe(
      'Draw with a mouse, a finger or a stylus. You can type your name instead.',
    );
    expect(document.getElementById(described[1]!)?.textContent).toBe(
      'Please draw your signature, or type your name instead.',
    );
    expect(
      (screen.getByRole('button', { name: 'Clear drawing' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Type my name' }));
    expect(
      (screen.getByRole('textbox', { name: 'Type your full name' }) as HTMLInputElement).value,
    ).toBe('Rosa Alvarez');
  });

  it('gives a drawn signature as its PNG', () => {
    expect(
      signatureOf({ kind: 'drawn', name: 'Rosa', image: 'data:image/png;base64,iVBOR' }),
    ).toEqual({ kind: 'drawn', image: 'data:image/png;base64,iVBOR' });
  });
});
