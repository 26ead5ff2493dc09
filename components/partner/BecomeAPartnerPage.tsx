import { useTranslation } from 'react-i18next'
import { PageIntro } from '../ui/PageIntro'

// Foundation placeholder: the use-case issue writes the partner page.
export function BecomeAPartnerPage() {
  const { t } = useTranslation('common')
  return <PageIntro title={t('becomeAPartner.title')} lead={t('becomeAPartner.lead')} />
}
