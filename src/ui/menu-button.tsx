import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  type MenuItemProps,
  type PopoverProps,
} from 'react-aria-components';
import { MenuChevron } from './menu-chevron';
import './menu-button.css';

export interface MenuButtonProps {
  /** Visible trigger content. */
  label: ReactNode;
  /** Accessible name of the trigger when `label` is not plain text (e.g. an avatar). */
  'aria-label'?: string;
  /** MenuButtonItem and react-aria MenuSection/Header elements. */
  children: ReactNode;
  className?: string;
  placement?: PopoverProps['placement'];
  /**
   * Opens the menu once mounted, as a press on its button would: the owner already asked for
   * it (on a stand-in button shown while this code loaded).
   */
  openOnMount?: boolean;
}

/** A button that opens a keyboard-navigable menu (react-aria MenuTrigger + Menu). */
export function MenuButton({
  label,
  'aria-label': ariaLabel,
  children,
  className,
  placement = 'bottom end',
  openOnMount = false,
}: MenuButtonProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  // Focus goes to this trigger before the menu opens, so closing the menu gives it back here,
  // as after a press on it (the stand-in that was pressed is gone).
  useEffect(() => {
    if (!openOnMount) return;
    triggerRef.current?.focus();
    setOpen(true);
  }, [openOnMount]);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        ref={triggerRef}
        className={['ch-menu-button', className].filter(Boolean).join(' ')}
        aria-label={ariaLabel}
      >
        {label}
        <MenuChevron />
      </Button>
      <Popover className="ch-menu-popover" placement={placement}>
        <Menu className="ch-menu">{children}</Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** One menu entry: `href` navigates (through the app's RouterProvider), `onAction` acts. */
export function MenuButtonItem(props: Omit<MenuItemProps, 'className'>) {
  return <MenuItem {...props} className="ch-menu__item" />;
}
