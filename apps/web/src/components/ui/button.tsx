import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'dark';
interface StyleProps {
  variant?: Variant;
  block?: boolean;
  size?: 'md' | 'small';
}

export function buttonClass({ variant = 'primary', block, size = 'md' }: StyleProps, extra?: string): string {
  return [styles.button, styles[variant], block && styles.block, size === 'small' && styles.small, extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  block,
  size,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return <button type={type} className={buttonClass({ variant, block, size }, className)} {...rest} />;
}

export function ButtonLink({ variant, block, size, className, ...rest }: LinkProps & StyleProps) {
  return <Link className={buttonClass({ variant, block, size }, className)} {...rest} />;
}
