import { Link, useLoaderData } from 'react-router';
import { ExampleMark } from '../../components/layout/ExampleMark.tsx';
import { brand } from '../../../shared/brand/brand.ts';
import { REMOVAL_REASONS } from '../../../shared/reviews/reviewPolicy.ts';
import type { loader } from './loader.server.ts';

/**
 * /review-policy (issue 46; facts.md §7: a publisher of reviews needs a
 * visible policy on how they are collected, checked, published and removed).
 * Its rules are the reasons the moderation command accepts
 * (shared/reviews/reviewPolicy.ts): a review is kept off the site for one of them or
 * not at all. Terms of use 5 and privacy policy 4 say the same.
 */
export default function ReviewPolicyPage() {
  const { moderationTime } = useLoaderData<typeof loader>();
  return (
    <div className="container page legal review-policy">
      <header className="legal__header">
        <h1>Review policy</h1>
        <p className="lead">How we collect, check, publish and remove the reviews on this website.</p>
      </header>
      <div className="legal__body">
        <h2>Who can leave a review</h2>
        <p>
          Anyone who has used our service: used our free pre-check, started a claim with us, or been in touch with us about one. Leave a review with the form on
          our <Link to="/customer-review">review page</Link>. The review must be your own honest opinion, from your own experience.
        </p>

        <h2>How we check reviews</h2>
        <p>A person at {brand.name} reads every review before it is published and checks it against the rules below.</p>
        {/* compliance reading B, N4: only the steps the site really takes (server/reviews: consent, same-site posts, a rate limit) */}
        <p>
          Our website also takes these steps against fake reviews: it refuses a review sent from a form on another website, it limits how many reviews can be
          sent from one connection in a short time, and it refuses a review whose writer has not agreed to it being published.
        </p>
        <p>
          We cannot confirm that the person who wrote a review has used our service. The form does not ask for a claim reference, and we do not match the email
          address you give against our customers’ records. So the reviews on this website are not verified as written by our customers.
        </p>

        <h2>What we publish</h2>
        <p>
          We publish every review, whatever its star rating, unless it breaks one of the rules below. We never leave out a review because it is critical of us
          or gives few stars, and we do not edit reviews. With each review we show the star rating you gave (or none, if you chose no stars), your words, your
          first name and the first letter of your last name, and the day you sent it. We never publish your email address.
        </p>
        <p>
          Our score is the average of the star ratings of every published review, with how many reviews it is worked out from. A review sent without stars is
          published without them and is not counted in the score. On our <Link to="/customer-review">review page</Link> you can read every published review,
          newest first, and see how the ratings are spread.
        </p>

        <h2>The rules: when a review is not published</h2>
        <p>Apart from removing a review when its writer asks us to, we keep a review off this website only when:</p>
        <ul>
          {REMOVAL_REASONS.map((reason) => (
            <li key={reason.key}>{reason.rule}.</li>
          ))}
        </ul>
        <p>
          If the only problem with a review is that it includes personal information, such as someone else’s name, we do not publish it as it is, because we do
          not edit reviews: we ask the writer, by email, to send it again without that detail. A critical review is never kept off for that reason alone.
        </p>
        <p>We keep a record of every decision, with the day and the rule it was made under.</p>

        <h2>How long it takes</h2>
        <p>
          {moderationTime
            ? `A review appears only once a person has read it. We decide on each review ${moderationTime}.`
            : 'A review appears only once a person has read it, so it is not shown straight away. We do not promise a set time.'}
        </p>

        <h2>Nobody is paid for a review</h2>
        <p>
          We do not pay, reward or offer anything to anyone for leaving a review, whatever it says. A review written in return for a reward, from anyone, is not
          published.
        </p>

        <h2>Reporting a review, or asking for yours to be removed</h2>
        <p>
          If you think a review on this website is fake or breaks one of the rules above, email <a href={`mailto:${brand.email}`}>{brand.email}</a>
          <ExampleMark detail="email" /> with the name and date shown on it and what is wrong. We will look at it against these rules and remove it if it breaks
          one.
        </p>
        <p>
          To have your own review removed, email <a href={`mailto:${brand.email}`}>{brand.email}</a>
          <ExampleMark detail="email" /> from the address you used to send it. We delete it, and it comes off the website when the site is next updated. Our{' '}
          <Link to="/privacy-policy">privacy policy</Link> says how long we keep reviews and what your rights are, and our{' '}
          <Link to="/terms-of-use">terms of use</Link> set out the rules for reviews too.
        </p>
      </div>
    </div>
  );
}
