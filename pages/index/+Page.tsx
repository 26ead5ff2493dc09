import { PricingSection } from '../../components/pricing/PricingSection'
import { HeroSection } from './HeroSection'
import { AboutSection } from './AboutSection'
import { HowItWorksSection } from './HowItWorksSection'
import { UseCasesSection } from './UseCasesSection'
import { GiftsSection } from './GiftsSection'
import { ImpactSection } from './ImpactSection'
import { FaqSection } from './FaqSection'

/** The landing page: the sections in the order of HOME_SECTIONS (components/lib/links.ts). */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <AboutSection />
      <HowItWorksSection />
      <UseCasesSection />
      <GiftsSection />
      <PricingSection />
      <ImpactSection />
      <FaqSection />
    </>
  )
}
