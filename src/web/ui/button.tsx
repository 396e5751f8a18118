import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

function classes(variant: ButtonVariant, block: boolean | undefined, extra: string | undefined): string {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  /** React 19 passes a ref as a prop (to move focus to the button). */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={classes(variant, block, className)} {...rest} />;
}

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  block?: boolean;
}

export function LinkButton({ variant = 'primary', block, className, ...rest }: LinkButtonProps) {
  return <a className={classes(variant, block, className)} {...rest} />;
}
