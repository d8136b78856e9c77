import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export interface ButtonProps extends AriaButtonProps {
  variant?: 'primary' | 'secondary';
}

/** The portal's button: react-aria's press handling with the shared look. */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={['button', `button-${variant}`, typeof className === 'string' ? className : ''].filter(Boolean).join(' ')} />;
}
