/**
 * Passwords too common to accept: Mozilla's list of the 50,000 most common passwords of 8 or more
 * characters in breach corpora (fxa-common-password-list, the list Firefox Accounts refuses), the
 * lengths our own rule allows. Guessing attacks try these first, whatever the rate limits.
 */
import commonPasswords from 'fxa-common-password-list';

/** True for a password on the list, compared as typed and in lower case ("Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}
