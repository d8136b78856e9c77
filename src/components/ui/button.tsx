import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'disabled' | 'type'> {
  variant?: 'primary' | 'secondary';
  /** Called on a click, a tap, Enter or Space: what a native button does for each. */
  onPress?: () => void;
  isDisabled?: boolean;
  /** A plain button unless it submits or resets its form. */
  type?: 'button' | 'submit' | 'reset';
}

/**
 * The portal's button: a native `<button>` with the shared look. The browser already gives it
 * its role, focus, keyboard and touch activation; react-aria's press handling (about 13 KiB
 * gzipped) added nothing a field screen needs, and every field screen has buttons.
 */
export function Button({ variant = 'primary', className, onPress, isDisabled, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      onClick={onPress ? () => onPress() : undefined}
      className={['button', `button-${variant}`, className].filter(Boolean).join(' ')}
    />
  );
}
