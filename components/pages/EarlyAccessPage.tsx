import { useTranslation } from 'react-i18next'
import { PageIntro } from '../ui/PageIntro'

// Foundation placeholder: the conversion issue adds the sign-up form.
export function EarlyAccessPage() {
  const { t } = useTranslation('common')
  return <PageIntro title={t('earlyAccess.title')} lead={t('earlyAccess.lead')} />
}
