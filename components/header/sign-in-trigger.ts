/**
 * The header's sign-in control is the one way into the sign-in dialog: on a wide screen it is the visible
 * button, and the phone menu's "Sign in" presses it too, so both behave alike. The press goes through the
 * islands runtime like a visitor's would: it starts the SignIn island if it is not live yet, and should that
 * fail, the control's own link to the sign-in page is followed.
 */
export const SIGN_IN_TRIGGER_ATTRIBUTE = 'data-sign-in-trigger'

/** Presses the header's sign-in control; false when the page has none. */
export function openSignInDialog(): boolean {
  const trigger = document.querySelector<HTMLElement>(`[${SIGN_IN_TRIGGER_ATTRIBUTE}]`)
  if (!trigger) return false
  trigger.click()
  return true
}
