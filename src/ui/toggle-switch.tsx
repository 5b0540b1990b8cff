import type { ReactNode } from 'react';
import { Switch, type SwitchProps } from 'react-aria-components';
import './toggle-switch.css';

/**
 * An on/off switch (react-aria's Switch: a checkbox with the switch role) drawn as a track and
 * thumb, its label the text beside it. Used by the questionnaire's toggles and the settings.
 */
export function ToggleSwitch({
  children,
  ...props
}: Omit<SwitchProps, 'children' | 'className'> & { children: ReactNode }) {
  return (
    <Switch {...props} className="ch-switch">
      <span className="ch-switch__track" aria-hidden="true">
        <span className="ch-switch__thumb" />
      </span>
      {children}
    </Switch>
  );
}
