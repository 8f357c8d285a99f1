import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Section } from '../layout/Section.tsx';
import { KEY_FACTS_PAGE_KEY } from '../../../shared/content/documents.ts';
import { OPTIONS_PATH, PRE_CHECK_PATH } from '../../../shared/pre-check/preCheckUrl.ts';
import type { LandingContent, LandingSection, LandingStep } from '../../../shared/landing/landingContent.ts';
import { LandingText } from './LandingText.tsx';
import { StartClaimLink } from '../claim/StartClaimLink.tsx';
import { FreeRouteFirst } from '../claim/FreeRouteFirst.tsx';

/**
 * The body every lender and vehicle-make page shares (spec section 2): hero,
 * what a claim is, facts, 3-step start, 4-step process, links to other pages,
 * (the page adds the call to action). The words come from
 * shared/landing/landingContent.ts. `afterHero` is the first thing under the hero: a
 * lender page's own free route (issue 15), before any mention of our fee.
 */
export function LandingSections({ content, afterHero }: { content: LandingContent; afterHero?: ReactNode }) {
  const { hero, claim, extra, facts, start, process, choices, status, links } = content;
  return (
    <>
      <section className="landing-hero" aria-labelledby="landing-title">
        <div className="container landing-hero__inner">
          <p className="landing-hero__eyebrow">{hero.eyebrow}</p>
          <h1 id="landing-title">{hero.heading}</h1>
          {/* issue 19: the free route in the first screen, before any word about our service; issue 45 item 5: then
              what we are and our fee, beside the first call to action, before the reasons to claim */}
          <FreeRouteFirst
            block="landing-hero"
            free={
              <>
                <LandingText>{hero.free.text}</LandingText>{' '}
                {hero.free.href.startsWith('#') ? <a href={hero.free.href}>{hero.free.linkText}</a> : <Link to={hero.free.href}>{hero.free.linkText}</Link>}
              </>
            }
          >
            <StartClaimLink variant="large" />
            <Link to={PRE_CHECK_PATH} className="landing-hero__pre-check">
              Or see first whether the FCA’s scheme may cover your agreement
            </Link>
          </FreeRouteFirst>
          <p className="landing-hero__lead">
            <LandingText>{hero.lead}</LandingText>
          </p>
          <ul className="landing-hero__points">
            {hero.points.map((point) => (
              <li key={point}>
                <LandingText>{point}</LandingText>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {afterHero}

      <section className="section" aria-labelledby="landing-claim">
        <div className={`container${extra ? ' landing-claim--split' : ''}`}>
          <TextBlock section={claim} id="landing-claim" className="landing-prose" />
          {/* Audi's own page (spec section 2) adds which agreements can be checked */}
          {extra && <TextBlock section={extra} id="landing-extra" className="landing-aside" />}
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="landing-facts">
        <div className="container">
          <h2 id="landing-facts">{facts.heading}</h2>
          <ul className="landing-facts">
            {facts.items.map((fact) => (
              <li key={fact.label} className="landing-fact">
                <span className="landing-fact__value num">{fact.value}</span> <span className="landing-fact__label">{fact.label}</span>
              </li>
            ))}
          </ul>
          <p className="landing-note">{facts.note}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="landing-start">
        <div className="container">
          <h2 id="landing-start">
            <LandingText>{start.heading}</LandingText>
          </h2>
          <Steps steps={start.steps} className="landing-steps landing-steps--3" />
          <div className="landing-actions">
            <StartClaimLink />
          </div>
        </div>
      </section>

      <Section
        id="landing-process"
        heading={process.heading}
        lead={
          <>
            <LandingText>{process.intro}</LandingText>
          </>
        }
        tone="tint"
      >
        <Steps steps={process.steps} className="landing-steps landing-steps--4" />
        <SchemeStatusLine text={status} />
      </Section>

      {/* spec section 1: the free routes and the fee, said plainly before any link onwards */}
      <section className="section landing-choices" aria-labelledby="landing-choices">
        <div className="container">
          <div className="landing-callout">
            <h2 id="landing-choices">{choices.heading}</h2>
            {choices.paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <LandingText>{paragraph}</LandingText>
              </p>
            ))}
            <SchemeStatusLine text={status} />
            <p>
              <Link to={OPTIONS_PATH}>Compare your options side by side</Link>, or{' '}
              <Link to={`/${KEY_FACTS_PAGE_KEY}`}>see every fee band and its maximum fee</Link>.
            </p>
          </div>
        </div>
      </section>

      <Section id="landing-links" heading={links.heading} lead={<>{links.intro}</>} className="landing-others">
        <nav aria-label={links.navLabel}>
          <ul className="landing-links">
            {links.items.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className="landing-link" aria-current={item.current ? 'page' : undefined}>
                  <span className="landing-link__name">{item.name}</span> <span className="landing-link__label">{item.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Section>
    </>
  );
}

/**
 * Where the scheme stands, in one dated sentence (compliance reading A, M4): beside the process and beside the fee,
 * so no one signs up without knowing the scheme is partly suspended; the whole timeline is on /faqs.
 */
function SchemeStatusLine({ text }: { text: string }) {
  return (
    <p className="landing-status">
      {text} <Link to="/faqs#faqs-status">Where the scheme stands, in full</Link>.
    </p>
  );
}

function TextBlock({ section, id, className }: { section: LandingSection; id: string; className: string }) {
  return (
    <div className={className}>
      <h2 id={id}>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>
          <LandingText>{paragraph}</LandingText>
        </p>
      ))}
      {section.list && (
        <ul className="landing-list">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Steps({ steps, className }: { steps: readonly LandingStep[]; className: string }) {
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li key={step.title} className="landing-step">
          {/* the list already numbers the steps for assistive technology */}
          <span className="landing-step__number num" aria-hidden="true">
            {index + 1}
          </span>
          <h3>{step.title}</h3>
          <p>
            <LandingText>{step.text}</LandingText>
          </p>
        </li>
      ))}
    </ol>
  );
}
