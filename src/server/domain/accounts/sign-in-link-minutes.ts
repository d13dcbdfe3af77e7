/** How long a mailed sign-in link works (the e-mails say 15 minutes in every language). */
export const SIGN_IN_LINK_MINUTES = 15;
