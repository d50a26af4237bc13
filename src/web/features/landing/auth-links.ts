/** The auth page opens on the form its address names: sign-in at /auth, sign-up at ?mode=signup. */
export const SIGN_IN_PATH = '/auth';
/** Start Free Trial's destination; Schedule Demo and Sign In go to sign-in. */
export const SIGN_UP_PATH = '/auth?mode=signup';
