/**
 * The credit the US LLC State Requirements Dataset's licence (CC BY 4.0) asks for, shown
 * wherever its facts are (issue 15; DESIGN "Facts shown to owners").
 */
export const STATE_DATA_CREDIT =
  'US LLC State Requirements Dataset (StartupSole LLC, 2026), CC BY 4.0';
