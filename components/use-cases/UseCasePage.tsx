import { useTranslation } from 'react-i18next'
import type { UseCaseSlug } from '../../renderer/site-config'
import { PageIntro } from '../ui/PageIntro'

// Foundation placeholder: the use-case issue gives each page its hero, features, stats and call to action.
export function UseCasePage({ slug }: { slug: UseCaseSlug }) {
  const { t } = useTranslation('common')
  return <PageIntro title={t(`useCase.${slug}`)} />
}
