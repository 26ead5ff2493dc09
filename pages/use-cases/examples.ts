/**
 * Testimonials and impact statements on the use-case pages (issue 6, point 1).
 *
 * DEPLOYERS, PLEASE READ: every entry below is an ILLUSTRATIVE EXAMPLE written for launch, not a real
 * customer, person or result (`isExample: true`). Replace each with a real, approved quote and real
 * figures and set `isExample: false`, or delete the entry (the page then leaves the section out).
 * While `isExample` is true the page labels the quote "Illustrative example" in every language.
 */
import type { Locale } from '../../locales/locales'
import type { UseCaseSlug } from '../../renderer/site-config'

type Localized<T = string> = Record<Locale, T>

export interface UseCaseTestimonial {
  /** true: a written example, labelled as such on the page. Set to false only for a real, approved quote. */
  isExample: boolean
  quote: Localized
  name: string
  role: Localized
  organisation: Localized
  /** Short impact statements shown beside the quote. */
  outcomes: Localized<string[]>
}

export const USE_CASE_TESTIMONIALS: Partial<Record<UseCaseSlug, UseCaseTestimonial>> = {
  'events-activities': {
    isExample: true,
    quote: {
      en: 'We ran the Christmas party as a five-day gift game. By Friday the chat was busier than our Slack, and colleagues who usually skip the party turned up to see who would steal the last gift.',
      da: 'Vi holdt julefrokosten som et pakkespil over fem dage. Om fredagen var der mere gang i chatten end i vores Slack, og kolleger, der plejer at springe festen over, mødte op for at se, hvem der ville stjæle den sidste gave.',
      sv: 'Vi körde julfesten som ett julklappsspel i fem dagar. På fredagen var det mer liv i chatten än i vår Slack, och kollegor som brukar hoppa över festen dök upp för att se vem som skulle sno den sista julklappen.',
      no: 'Vi gjorde julebordet om til et pakkespill over fem dager. På fredag var det mer liv i chatten enn i Slacken vår, og kolleger som pleier å droppe festen, møtte opp for å se hvem som skulle stjele den siste gaven.',
    },
    name: 'Ingrid Solberg',
    role: {
      en: 'Event and culture lead',
      da: 'Event- og kulturansvarlig',
      sv: 'Event- och kulturansvarig',
      no: 'Arrangements- og kulturansvarlig',
    },
    organisation: {
      en: 'Engineering consultancy, 240 employees',
      da: 'Ingeniørrådgivning, 240 medarbejdere',
      sv: 'Teknikkonsultföretag, 240 anställda',
      no: 'Rådgivende ingeniørselskap, 240 ansatte',
    },
    outcomes: {
      en: ['92% of the invited colleagues played before the party had even started', 'No gift logistics for the organisers: every gift was delivered automatically when the game ended'],
      da: ['92 % af de inviterede kolleger spillede med, før festen overhovedet var gået i gang', 'Ingen gavelogistik for arrangørerne: Alle gaver blev leveret automatisk, da spillet sluttede'],
      sv: ['92 % av de inbjudna kollegorna spelade innan festen ens hade börjat', 'Ingen julklappslogistik för arrangörerna: alla gåvor levererades automatiskt när spelet tog slut'],
      no: ['92 % av de inviterte kollegene spilte før festen i det hele tatt hadde startet', 'Ingen gavelogistikk for arrangørene: Alle gavene ble levert automatisk da spillet var over'],
    },
  },
  'training-development': {
    isExample: true,
    quote: {
      en: 'Our compliance refresher used to be something people clicked through on the last day. With every quiz worth an extra roll, most of the team finished in the first week – and actually discussed the answers in the chat.',
      da: 'Vores compliance-opfriskning var før noget, folk klikkede sig igennem på sidstedagen. Nu giver hver quiz et ekstra slag med terningen, så de fleste var færdige i første uge – og diskuterede faktisk svarene i chatten.',
      sv: 'Vår compliance-repetition var förut något man klickade sig igenom sista dagen. Nu ger varje quiz ett extra tärningsslag, så de flesta var klara redan första veckan – och diskuterade faktiskt svaren i chatten.',
      no: 'Compliance-oppfriskningen vår var før noe folk klikket seg gjennom på siste dag. Nå gir hver quiz et ekstra terningkast, så de fleste var ferdige allerede første uke – og diskuterte faktisk svarene i chatten.',
    },
    name: 'Jonas Berg',
    role: {
      en: 'Learning and development manager',
      da: 'Leder af læring og udvikling',
      sv: 'Chef för lärande och utveckling',
      no: 'Leder for opplæring og utvikling',
    },
    organisation: {
      en: 'Retail chain, 900 employees',
      da: 'Detailkæde, 900 medarbejdere',
      sv: 'Detaljhandelskedja, 900 anställda',
      no: 'Butikkjede, 900 ansatte',
    },
    outcomes: {
      en: ['Course completion rose from 58% to 94% during the campaign', 'Every quiz answer doubled as a signal of which topics needed another round'],
      da: ['Gennemførelsen af kurset steg fra 58 % til 94 % i løbet af kampagnen', 'Hvert quizsvar viste samtidig, hvilke emner der skulle tages op igen'],
      sv: ['Andelen som slutförde kursen steg från 58 % till 94 % under kampanjen', 'Varje quizsvar visade samtidigt vilka ämnen som behövde tas upp igen'],
      no: ['Andelen som fullførte kurset, steg fra 58 % til 94 % i løpet av kampanjen', 'Hvert quizsvar viste samtidig hvilke temaer som måtte tas opp igjen'],
    },
  },
  'employee-onboarding': {
    isExample: true,
    quote: {
      en: 'New hires get a link on their first day. Answering the onboarding questions earns extra rolls, the chat introduces them to half the company, and the welcome gift arrives without anyone in HR lifting a finger.',
      da: 'Nye medarbejdere får et link på første arbejdsdag. Svarer de på onboardingspørgsmålene, får de ekstra slag, chatten præsenterer dem for halvdelen af firmaet, og velkomstgaven kommer, uden at nogen i HR skal løfte en finger.',
      sv: 'Nyanställda får en länk första arbetsdagen. Den som svarar på introduktionsfrågorna får extra slag, chatten presenterar dem för halva företaget och välkomstgåvan kommer utan att någon på HR behöver lyfta ett finger.',
      no: 'Nyansatte får en lenke første arbeidsdag. Svarer de på onboardingspørsmålene, får de ekstra kast, chatten gjør dem kjent med halve selskapet, og velkomstgaven kommer uten at noen i HR trenger å løfte en finger.',
    },
    name: 'Mette Lindholm',
    role: {
      en: 'Head of People',
      da: 'HR-chef',
      sv: 'HR-chef',
      no: 'HR-sjef',
    },
    organisation: {
      en: 'Software company, 130 employees',
      da: 'Softwarevirksomhed, 130 medarbejdere',
      sv: 'Mjukvaruföretag, 130 anställda',
      no: 'Programvareselskap, 130 ansatte',
    },
    outcomes: {
      en: ['9 out of 10 new hires answered every onboarding question in their first week', 'HR spent no time buying, wrapping or sending welcome gifts'],
      da: ['9 ud af 10 nye medarbejdere besvarede alle onboardingspørgsmål i deres første uge', 'HR brugte ingen tid på at købe, pakke ind eller sende velkomstgaver'],
      sv: ['9 av 10 nyanställda svarade på alla introduktionsfrågor under sin första vecka', 'HR lade ingen tid på att köpa, slå in eller skicka välkomstgåvor'],
      no: ['9 av 10 nyansatte svarte på alle onboardingspørsmålene i løpet av første uke', 'HR brukte ingen tid på å kjøpe, pakke inn eller sende velkomstgaver'],
    },
  },
}
