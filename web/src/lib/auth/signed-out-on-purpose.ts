// Set by sign-out for the page that is showing at that moment: a signed-in-only page that sees the user go
// away because they signed out sends them home, not to the login page (which is for visitors who arrive
// signed out). Whichever of the navigation and the session change lands first, the result is the same.
let signedOutOnPurpose = false;

export const markSignedOut = () => {
  signedOutOnPurpose = true;
  // Only the page showing at sign-out cares; a later visit to a signed-in-only page goes to the login page.
  setTimeout(() => (signedOutOnPurpose = false), 3_000);
};

/** True once after a sign-out. */
export const takeSignedOut = () => {
  const was = signedOutOnPurpose;
  signedOutOnPurpose = false;
  return was;
};
