/**
 * The service's public legal pages: the checkout's terms link, the questionnaires' footer, the
 * sign-in page and the Help Center all point here, and the route table serves them without
 * sign-in.
 */
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';

export const TERMS_TITLE = 'Terms of service';
export const PRIVACY_TITLE = 'Privacy policy';
