// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useZodForm } from '../lib/use-zod-form';
import { TextField, textOf } from './fields';

afterEach(cleanup);

const schema = z.object({ name: z.string().min(1, 'Indiquez un nom.'), note: z.string().optional() });

function NameForm() {
  const form = useZodForm(schema, { name: '' });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        form.validate();
      }}
    >
      <TextField label="Nom" {...textOf(form, 'name')} />
      <TextField label="Note" {...textOf(form, 'note')} />
      <output>{JSON.stringify(form.values)}</output>
      <button type="submit">Enregistrer</button>
    </form>
  );
}

describe('textOf', () => {
  it('binds a text field to the form state: value, typing, the schema message until edited', () => {
    render(<NameForm />);
    // An optional value left empty shows as an empty box.
    expect(screen.getByLabelText<HTMLInputElement>('Note').value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('alert').textContent).toBe('Indiquez un nom.');
    expect(screen.getByLabelText('Nom').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Terrasse' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('{"name":"Terrasse"}')).toBeTruthy();
  });
});
