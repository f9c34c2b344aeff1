import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A button that opens a page of the app, with an icon before its label. */
export function LinkButton({
  to,
  icon: LeftIcon,
  variant,
  children,
}: {
  to: string;
  icon: Icon;
  variant: ButtonProps['variant'];
  children: ReactNode;
}) {
  return (
    <Button component={Link} to={to} variant={variant} leftSection={<LeftIcon size={16} aria-hidden />}>
      {children}
    </Button>
  );
}
