// Placeholder: the conversion issue builds the hero's e-mail block ("Start for FREE") and its sending.
// The landing page places it in the hero.
export function HeroSignupBlock() {
  return null
}
