import type { PageHead } from '../../../shared/seo/seo.ts';
import { Fragment } from 'react';
import { Link, useLoaderData } from 'react-router';
import { BLOG_IMAGE_HEIGHT, BLOG_IMAGE_WIDTH, BlogCard } from '../../components/blog/BlogCard.tsx';
import { LandingText } from '../../components/landing/LandingText.tsx';
import { StartClaimLink } from '../../components/claim/StartClaimLink.tsx';
import { formatIsoDate } from '../../../shared/dates/dates.ts';
import { ARTICLE_AUTHOR, ARTICLE_MODIFIED, ARTICLE_PUBLISHED, article } from '../../../shared/blog/article.ts';
import { ARTICLE_TITLE } from '../../../shared/blog/articleName.ts';
import { useRegistry } from '../../registry.ts';
import { CallToAction } from '../../components/claim/CallToAction.tsx';
import { PRE_CHECK_PATH } from '../../../shared/pre-check/preCheckUrl.ts';
import { SIGN_UP_ASKS_FOR, SIGN_UP_NAME } from '../../../shared/brand/signUp.ts';
import type { loader } from './loader.server.ts';

type ArticleData = ReturnType<typeof loader>;
type Block = ArticleData['body'][number];

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

function ArticleContent({ sources, lead, body, related }: Omit<ArticleData, keyof PageHead>) {
  const { text } = useRegistry();
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
            <h2 id="article-check-title">See what applies to your agreements</h2>
            {/* issue 29 item 7: the free check is the pre-check, which collects nothing; the claim
                application is a sign-up and says what it asks for; item 10: both windows together */}
            <p>
              <LandingText>{`The FCA’s redress schemes can cover agreements made ${text.schemesWindow}, and using them is free.`}</LandingText>{' '}
              <Link to={PRE_CHECK_PATH}>See whether they may cover yours with our free pre-check</Link>, which asks for no name or contact details.
            </p>
            <p>
              <LandingText>
                {`If you would like us to take on an agreement made ${text.claimWindow}, starting a claim is a sign-up: our ${SIGN_UP_NAME} asks for ${SIGN_UP_ASKS_FOR}.`}
              </LandingText>
            </p>
            <StartClaimLink />
          </aside>

          <footer className="article-sources">
            <h2>Sources</h2>
            <ul>
              {sources.map(({ text, url }) => (
                <li key={text}>{url ? <a href={url}>{text}</a> : <LandingText>{text}</LandingText>}</li>
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
  const { sources, lead, body, related } = useLoaderData<typeof loader>();
  return (
    <>
      <ArticleContent sources={sources} lead={lead} body={body} related={related} />
      <CallToAction />
    </>
  );
}
