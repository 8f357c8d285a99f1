import { CallToAction } from '../../components/claim/CallToAction.tsx';
import { FaqBlock } from '../../components/faqs/FaqBlock.tsx';
import { PageHero } from '../../components/layout/PageHero.tsx';
import { Section } from '../../components/layout/Section.tsx';
import { Link, useLoaderData } from 'react-router';
import { brand, shownBrand } from '../../../shared/brand/brand.ts';
import { ExampleMark } from '../../components/layout/ExampleMark.tsx';
import type { loader } from './loader.server.ts';

/**
 * Contact (spec section 2): contact details, the first 5 FAQs, then the email,
 * address and office-hours blocks. Every detail comes from shared/brand/brand.ts.
 */
export default function ContactPage() {
  const { faqs } = useLoaderData<typeof loader>();
  const { weekdays, weekends } = brand.officeHours;
  const { lines, town, postcode } = brand.registeredAddress;
  return (
    <div className="contact">
      <PageHero title="Contact Us" lead="Questions about a claim, or about whether you can make one? We are happy to help.">
        <ul className="contact-details">
          <li>
            <span className="contact-details__label">Telephone</span>
            <a href={brand.telephone.href} className="num contact-details__value">
              {brand.telephone.display}
            </a>
            <ExampleMark detail="telephone" />
          </li>
          <li>
            <span className="contact-details__label">Email</span>
            <a href={`mailto:${brand.email}`} className="contact-details__value">
              {brand.email}
            </a>
            <ExampleMark detail="email" />
          </li>
        </ul>
      </PageHero>

      <FaqBlock title="Before you get in touch" intro="The answers to the questions we are asked most often." items={faqs} />

      <Section id="contact-ways-heading" heading="Other ways to reach us">
        <div className="grid grid--3 contact-blocks">
          <section className="card contact-block" aria-labelledby="contact-email-heading">
            <h3 id="contact-email-heading">Email</h3>
            <p>
              <a href={`mailto:${brand.email}`}>{brand.email}</a>
              <ExampleMark detail="email" />
            </p>
            <p className="contact-block__small">Please do not send bank details or copies of documents unless we ask for them.</p>
          </section>
          <section className="card contact-block" aria-labelledby="contact-address-heading">
            <h3 id="contact-address-heading">Postal address</h3>
            <address>
              {shownBrand.companyName}
              <br />
              {[...lines, town].map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
              <span className="num">{postcode}</span>
              <ExampleMark detail="registeredAddress" />
            </address>
          </section>
          <section className="card contact-block" aria-labelledby="contact-hours-heading">
            <h3 id="contact-hours-heading">Office hours</h3>
            <dl className="office-hours">
              <div>
                <dt>{weekdays.days}</dt>
                <dd>
                  <span className="num">{weekdays.opens}</span> to <span className="num">{weekdays.closes}</span>
                </dd>
              </div>
              <div>
                <dt>Weekends</dt>
                <dd>{weekends}</dd>
              </div>
            </dl>
          </section>
        </div>
        <p className="contact-complaints">
          Unhappy with our service? Our <Link to="/complaints-procedure">complaints procedure</Link> explains how to complain and what happens next.
        </p>
      </Section>

      <CallToAction />
    </div>
  );
}
