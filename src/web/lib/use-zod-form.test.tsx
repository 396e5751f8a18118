// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useZodForm } from './use-zod-form';

afterEach(cleanup);

const schema = z.object({
  name: z.string().trim().min(1, 'Indiquez votre nom.'),
  code: z.string().regex(/^\d{4}$/, 'Quatre chiffres.'),
});

function TestForm({ mode, refuse }: { mode?: 'onSubmit' | 'onTouched'; refuse?: Record<string, string> }) {
  const form = useZodForm(schema, { name: '', code: '' }, { mode, idPrefix: 't' });
  const input = (key: 'name' | 'code', label: string) => (
    <>
      <label htmlFor={form.fieldId(key)}>{label}</label>
      <input {...form.field(key)} value={form.values[key]} onChange={(e) => form.set(key, e.target.value)} />
      {form.errors[key] && <p id={form.errorId(key)}>{form.errors[key]}</p>}
    </>
  );
  return (
    <form onSubmit={form.handleSubmit(() => refuse ?? null)} noValidate>
      {input('name', 'Nom')}
      {input('code', 'Code')}
      <output>{form.isValid ? 'valide' : 'invalide'}</output>
      <button type="submit">Envoyer</button>
    </form>
  );
}

describe('useZodForm', () => {
  it('shows the schema messages on submit, wires them to their fields and focuses the first', async () => {
    render(<TestForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const name = screen.getByLabelText('Nom');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('t-name-error');
    expect(document.getElementById('t-name-error')?.textContent).toBe('Indiquez votre nom.');
    expect(screen.getByText('Quatre chiffres.')).toBeTruthy();

    // Editing a field takes its error away; the other stays until the next check.
    fireEvent.change(name, { target: { value: 'Ana' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Indiquez votre nom.')).toBeNull();
    expect(screen.getByText('Quatre chiffres.')).toBeTruthy();
  });

  it('shows the field errors a refusal names, and focuses them', async () => {
    render(<TestForm refuse={{ code: 'Ce code est déjà pris.' }} />);
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Ce code est déjà pris.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
  });

  it("in 'onTouched' mode shows a field's error once it is left, and follows validity", async () => {
    render(<TestForm mode="onTouched" />);
    const code = screen.getByLabelText('Code');
    fireEvent.change(code, { target: { value: '12' } });
    await waitFor(() => expect(screen.getByText('invalide')).toBeTruthy());
    expect(screen.queryByText('Quatre chiffres.')).toBeNull();
    fireEvent.blur(code);
    expect(await screen.findByText('Quatre chiffres.')).toBeTruthy();
    // The untouched name field says nothing yet.
    expect(screen.queryByText('Indiquez votre nom.')).toBeNull();

    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Ana' } });
    await waitFor(() => expect(screen.getByText('valide')).toBeTruthy());
    expect(screen.queryByText('Quatre chiffres.')).toBeNull();
  });
});
