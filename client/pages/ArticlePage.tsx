import { Fragment } from 'react';
import { Link, useLoaderData } from 'react-router';
import { BLOG_IMAGE_HEIGHT, BLOG_IMAGE_WIDTH, BlogCard } from '../components/BlogCard.tsx';
import { LandingText } from '../components/LandingText.tsx';
import { StartClaimLink } from '../components/StartClaimLink.tsx';
import { formatIsoDate } from '../../shared/dates.ts';
import { ARTICLE_AUTHOR, ARTICLE_MODIFIED, ARTICLE_PUBLISHED, article, blogPosts, redressAtRiskIllustration } from '../../shared/blogPosts.ts';
import { brand } from '../../shared/brand.ts';
import { ARTICLE_TITLE } from '../../shared/breadcrumbs.ts';
import { feeRangeText, fees } from '../../shared/fees.ts';
import { claimWindowText, dates, factsCheckedOn, figures, freeRoutesText, monthText, schemesWindowText, shortFigure } from '../../shared/figures.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import type { ArticleData } from '../../server/loaders.ts';

type Block = { readonly h2: string } | { readonly p: string } | { readonly ul: readonly string[] } | { readonly ol: readonly string[] };

const atRisk = redressAtRiskIllustration();

/**
 * The article (spec section 2). Every figure comes from shared/figures.ts; what
 * is an estimate or an illustration is called one.
 */
// The title's figure is read first, so the first words say what it is (issue 19, item 10).
const lead =
  `The ${atRisk.display} in our title is an illustration, not a forecast, worked on the regulator’s ${shortFigure(atRisk.basis)} consultation estimate, ` +
  `since superseded by its final estimate of ${shortFigure(figures.schemeRedressTotal)}. ` +
  `Millions of UK drivers may be owed compensation for car finance agreements made ${schemesWindowText()}. ` +
  'But lenders do not keep records forever, and for the oldest agreements the paperwork that shows what you paid, ' +
  'and what the dealer earned, may already have gone.';

const body: readonly Block[] = [
  { h2: 'Why lenders delete old records' },
  {
    p:
      'Data protection law says a business must not keep personal information for longer than it needs it. ' +
      'Many lenders set a retention period for closed accounts, often around six years after the account ends, ' +
      'which matches the usual six-year time limit for claims about a contract. Once that period has passed, records are deleted as a matter of routine.',
  },
  {
    p:
      'Your credit file works in a similar way. A finance agreement normally stays on it for six years after it is settled and then drops off. ' +
      'So a car you paid off ten years ago may not appear on your credit report at all, and the lender may no longer hold the agreement either.',
  },
  { h2: 'What the regulator has done so far' },
  {
    p:
      `In ${monthText(dates.pauseStarted)} the Financial Conduct Authority paused the deadline for firms to answer complaints about car finance commission, ` +
      'and told them to keep records that could be relevant to those complaints. ' +
      `That pause ended on ${dates.pauseEnded.display}.`,
  },
  {
    p:
      `In ${dates.regulatorEstimate.display}, after the Supreme Court ruled on car finance commission, the regulator said it would consult on an industry-wide redress scheme, ` +
      `and that most people would probably receive ${figures.regulatorEstimateAugust2025.display} per agreement. ` +
      `Its consultation in ${monthText(dates.consultationPublished)} put the average at around ${shortFigure(figures.averageRedressPerAgreement)} per agreement ` +
      `and the total at about ${shortFigure(figures.schemeRedressConsultation)}. Its final rules in ${monthText(dates.finalRules)} put them at ` +
      `${shortFigure(figures.averageRedressFinal)} and ${shortFigure(figures.schemeRedressTotal)}.`,
  },
  {
    p:
      `In ${dates.suspension.display} the Upper Tribunal partly suspended the scheme while legal challenges are heard; the hearing is listed for ${dates.hearing.display}. ` +
      `If the scheme is upheld, payments ${dates.paymentsIfUpheld.display}; if it is overturned, compensation could be delayed ${dates.delayIfOverturned.display}. ` +
      `(Facts last checked on ${factsCheckedOn.display}; see our full status on the FAQs page.)`,
  },
  {
    p:
      'The rule on keeping records protects files that still existed when it came in. ' +
      'It cannot bring back records that were deleted years earlier, under retention policies that were lawful at the time.',
  },
  { h2: `Where the ${atRisk.display} figure comes from` },
  {
    p:
      'Nobody can say exactly how much compensation depends on records that no longer exist, and our headline figure is an illustration, not a forecast. ' +
      `If the regulator’s consultation estimate of ${shortFigure(atRisk.basis)} in redress is right, and ${atRisk.shareText} ` +
      `could not be properly assessed because the records had gone, around ${atRisk.display} would be at stake.`,
  },
  {
    p:
      'How much is actually lost will depend on how lenders deal with gaps in their records, and on what borrowers can show for themselves. ' +
      'That second part is where you can help your own claim.',
  },
  { h2: 'Whose claims are most at risk' },
  {
    ul: [
      'Agreements that ended before 2018. By January 2024, when the rule on keeping records came in, they were already past the usual six-year retention period, so the lender may have deleted them.',
      'Finance from lenders that have since closed, merged or sold their loan books, where records may have moved or been lost along the way.',
      'Agreements you have no paperwork for, especially if you have moved house or changed your name since.',
      'Several agreements over the years. Each is assessed on its own, so a missing record can cost you one claim even when the others are complete.',
    ],
  },
  { h2: 'Six ways to protect your claim' },
  {
    ol: [
      'Keep everything you still have: the finance agreement, the dealer’s invoice or order form, letters and annual statements from the lender, and the V5C logbook.',
      'Look through old bank statements for monthly payments to a finance company. They show the lender’s name and roughly when the agreement ran.',
      'Check your credit file. Each of the main credit reference agencies lets you see it for free, and it lists agreements settled in the last six years.',
      'Ask the lender for the data it holds about you. A subject access request is free in most cases, and the lender normally has one month to reply.',
      'Write down what you remember: the dealer, the vehicle, the dates, and anything you were told about the interest rate or commission.',
      'Complain sooner rather than later. Once a complaint is made, the lender has a clear reason to keep your file while it is dealt with.',
    ],
  },
  { h2: 'You can claim for free' },
  { p: freeRoutesText() },
  {
    p:
      `A lender normally has ${figures.lenderResponseWeeks.display} to give a final response to a complaint. ` +
      'If you are unhappy with the answer, the Financial Ombudsman Service can look at it, and that is free too.',
  },
  {
    p:
      `If you would rather someone handled it for you, ${brand.name} can check your eligibility and pass your claim to ${brand.partnerLawFirm} ` +
      `on a no win no fee basis. The fee is ${feeRangeText()} of the amount recovered. ` +
      `A cancellation fee may apply if you cancel after the ${fees.coolingOffDays}-day cooling-off period.`,
  },
];

function renderBlock(block: Block, index: number) {
  if ('h2' in block)
    return (
      <h2 key={index}>
        <LandingText>{block.h2}</LandingText>
      </h2>
    );
  if ('p' in block)
    return (
      <p key={index}>
        <LandingText>{block.p}</LandingText>
      </p>
    );
  const List = 'ul' in block ? 'ul' : 'ol';
  const items = 'ul' in block ? block.ul : block.ol;
  return (
    <List key={index} className={`article-list article-list--${List}`}>
      {items.map((item) => (
        <li key={item}>
          <LandingText>{item}</LandingText>
        </li>
      ))}
    </List>
  );
}

function ArticleContent({ sources }: Omit<ArticleData, 'meta'>) {
  const related = blogPosts.filter((post) => post.id !== article.id);
  return (
    <>
      <article className="article" aria-labelledby="article-title">
        <header className="article-header">
          <div className="container article-narrow">
            <p className="article-back">
              <Link to="/blogs">All news and guides</Link>
            </p>
            <p className="blog-meta">
              <span className="blog-tag">{article.category}</span>
            </p>
            <h1 id="article-title">{ARTICLE_TITLE}</h1>
            <p className="article-byline">
              <span>
                By <span className="article-author">{ARTICLE_AUTHOR}</span>
              </span>
              <span>
                Published{' '}
                <time className="num" dateTime={ARTICLE_PUBLISHED}>
                  {formatIsoDate(ARTICLE_PUBLISHED)}
                </time>
              </span>
              <span>
                Updated{' '}
                <time className="num" dateTime={ARTICLE_MODIFIED}>
                  {formatIsoDate(ARTICLE_MODIFIED)}
                </time>
              </span>
            </p>
          </div>
        </header>

        <div className="container article-narrow article-content">
          <img className="article-image" src={article.image} alt={article.imageAlt} width={BLOG_IMAGE_WIDTH} height={BLOG_IMAGE_HEIGHT} fetchPriority="high" />
          <p className="article-lead">
            <LandingText>{lead}</LandingText>
          </p>
          {body.map((block, index) => (
            <Fragment key={index}>{renderBlock(block, index)}</Fragment>
          ))}

          <aside className="article-check" aria-labelledby="article-check-title">
            <h2 id="article-check-title">Check your agreements while the records exist</h2>
            <p>
              <LandingText>
                {`Find out in about ${figures.eligibilityCheckSeconds.display} whether you had finance made ${claimWindowText()} that we could take on. The check is free.`}
              </LandingText>
            </p>
            <StartClaimLink />
          </aside>

          <footer className="article-sources">
            <h2>Sources</h2>
            <ul>
              {sources.map((source) => (
                <li key={source}>
                  <LandingText>{source}</LandingText>
                </li>
              ))}
            </ul>
            <p>This article is general information, not legal or financial advice. Figures were correct when the article was last updated.</p>
          </footer>
        </div>
      </article>

      <section className="section related-blogs" aria-labelledby="related-blogs-title">
        <div className="container">
          <h2 id="related-blogs-title">Related articles</h2>
          {/* spec section 2: 3 static cards; only the first post has a page of its own */}
          <ul className="related-blogs__list">
            {related.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} heading="h3" lazy linked={false} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

/** The article (spec section 2): its text and related blogs, then the call to action. */
export default function ArticlePage() {
  const { sources } = useLoaderData<ArticleData>();
  return (
    <>
      <ArticleContent sources={sources} />
      <CallToAction />
    </>
  );
}
