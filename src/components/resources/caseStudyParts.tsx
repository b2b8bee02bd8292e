import type { CaseStudyDetail } from '@/data/caseStudies'

type Translate = (key: 'challenge' | 'solution' | 'results') => string

/** A case study's three stories, in order, the empty ones left out (desktop and phone pages). */
export function caseStudyStories(study: CaseStudyDetail, t: Translate) {
  return [
    { id: 'challenge', title: t('challenge'), html: study.challengeHtml },
    { id: 'solution', title: t('solution'), html: study.solutionHtml },
    { id: 'results', title: t('results'), html: study.resultsHtml },
  ].filter((story) => story.html)
}

/** The customer's words, with who said them. */
export function CaseStudyQuote({ quote, className }: { quote: NonNullable<CaseStudyDetail['quote']>; className: string }) {
  return (
    <figure className={className}>
      <blockquote>
        <p>{quote.text}</p>
      </blockquote>
      {(quote.author || quote.role) && <figcaption>{[quote.author, quote.role].filter(Boolean).join(' · ')}</figcaption>}
    </figure>
  )
}
