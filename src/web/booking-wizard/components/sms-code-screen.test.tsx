// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeScreen } from './sms-code-screen';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 200, error: false, message: '', object: null }), { status: 200 })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SmsCodeScreen', () => {
  it('says the code has six digits and enables "Valider le code" only once all six are typed', () => {
    render(<SmsCodeScreen phone="0612345678" requestCode={async () => undefined} alreadySent onSent={() => {}} onVerified={() => {}} onError={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>(/Code reçu par SMS/);
    const validate = screen.getByRole<HTMLButtonElement>('button', { name: 'Valider le code' });
    expect(screen.getByLabelText(/6 chiffres/)).toBe(input);
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('Le code compte 6 chiffres.');
    expect(validate.disabled).toBe(true);

    fireEvent.change(input, { target: { value: '12' } });
    expect(validate.disabled).toBe(true);
    expect(screen.getByText('2 chiffres sur 6.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '12345' } });
    expect(validate.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '12 34 56' } });
    expect(input.value).toBe('123456');
    expect(validate.disabled).toBe(false);
  });
});
