// One service: hero, What We Offer, Why Choose Us, How It Works, FAQ, Related Services, closing call to action.
import type { Service, ServicePageCopy } from '../content/schema';
import { LinkButton, PhoneLink } from '../components/CallButton';
import { CallToAction } from '../components/CallToAction';
import { CardGrid } from '../components/CardGrid';
import { CheckList } from '../components/CheckList';
import { PageHero } from '../components/PageHero';
import { IconCard } from '../components/IconCard';
import { Section } from '../components/Section';
import { Reviews } from '../components/Reviews';
import type { ReviewsProps } from '../routes/reviews';
import { Island } from '../components/Island';
import { FirstScreenEnd } from '../components/FirstScreenEnd';
import { servicePath } from '../lib/paths';

export interface ServicePageProps {
  service: Service;
  related: Pick<Service, 'slug' | 'title' | 'shortDescription' | 'icon'>[];
  copy: ServicePageCopy;
  /** Reviews of this service, when there are any (src/routes/reviews.ts). */
  reviews?: ReviewsProps;
}

export function ServicePage({ service, related, copy, reviews }: ServicePageProps) {
  return (
    <>
      <PageHero title={service.title} subtitle={service.fullDescription} icon={service.icon} callLabel={copy.callNow}>
        <LinkButton href={copy.quote.href} label={copy.quote.label} />
      </PageHero>
      <Section heading={copy.offer}>
        <CheckList
          items={service.features}
          className="mx-auto grid max-w-4xl gap-x-8 text-lg text-slate-800 sm:grid-cols-2"
        />
      </Section>
      <FirstScreenEnd />
      <Section heading={copy.why} tone="grey">
        <CheckList
          items={service.benefits}
          className="mx-auto grid max-w-4xl gap-x-8 text-lg text-slate-800 sm:grid-cols-2"
        />
      </Section>
      <Section heading={copy.how}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {service.howItWorks.map((step, i) => (
            <li key={step.title} className="rounded-xl border border-slate-200 p-6">
              {/* The list numbers the steps for a screen reader; the badge is for the eye. */}
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-slate-900 font-bold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.description}</p>
              {step.call ? (
                <PhoneLink className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-amber-800 hover:text-amber-900" />
              ) : null}
            </li>
          ))}
        </ol>
      </Section>
      {reviews ? <Reviews {...reviews} /> : null}
      <Section heading={copy.faq} tone="grey">
        <div className="mx-auto max-w-3xl">
          <Island name="FaqAccordion" props={{ id: 'faq', faqs: service.faqs }} />
        </div>
      </Section>
      {related.length > 0 ? (
        <Section heading={copy.related}>
          <CardGrid columns={3}>
            {related.map((r) => (
              <IconCard
                key={r.slug}
                card={{ icon: r.icon, title: r.title, description: r.shortDescription }}
                href={servicePath(r.slug)}
              />
            ))}
          </CardGrid>
        </Section>
      ) : null}
      <CallToAction heading={service.ctaHeading} text={copy.ctaText} callLabel={copy.callNow} topic={service.title} />
    </>
  );
}
