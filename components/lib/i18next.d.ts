// Translation keys are typed from the English locale files (the reference set the parity test holds the
// other languages to): a misspelt or removed key fails the type check, not the build of one page.
import 'i18next'
import type common from '../../locales/en/common.json'
import type consent from '../../locales/en/consent.json'
import type examples from '../../locales/en/examples.json'
import type forms from '../../locales/en/forms.json'
import type home from '../../locales/en/home.json'
import type partner from '../../locales/en/partner.json'
import type pricing from '../../locales/en/pricing.json'
import type seo from '../../locales/en/seo.json'
import type usecases from '../../locales/en/usecases.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    keySeparator: false
    nsSeparator: ':'
    resources: {
      common: typeof common
      consent: typeof consent
      examples: typeof examples
      forms: typeof forms
      home: typeof home
      partner: typeof partner
      pricing: typeof pricing
      seo: typeof seo
      usecases: typeof usecases
    }
  }
}
