// Home page: hero, about, services grid, products and specialties, reviews when there are any, contact
// (docs/site.md#home).
import type { HomeCopy, Service } from '../content/schema';
import { CardGrid } from '../components/CardGrid';
import { IconCard } from '../components/IconCard';
import { LinkButton } from '../components/CallButton';
import { Section } from '../components/Section';
import { HomeAbout } from './home/HomeAbout';
import { HomeContact } from './home/HomeContact';
import { HomeHero } from './home/HomeHero';
import { FirstScreenEnd } from '../components/FirstScreenEnd';
import { servicePath } from '../lib/paths';
import { Reviews } from '../components/Reviews';
import type { ReviewsProps } from '../routes/reviews';

export interface HomePageProps {
  copy: HomeCopy;
  /** The six services of the home grid, in order. */
  services: Pick<Service, 'slug' | 'title' | 'shortDescription' | 'icon'>[];
  /** The newest reviews, when there are any (src/routes/reviews.ts). */
  reviews?: ReviewsProps;
}

export function HomePage({ copy, services, reviews }: HomePageProps) {
  return (
    <>
      <HomeHero hero={copy.hero} />
      <FirstScreenEnd />
      <HomeAbout about={copy.about} />
      <Section id="services" heading={copy.services.heading} intro={copy.services.intro} tone="grey">
        <CardGrid columns={3}>
          {services.map((s) => (
            <IconCard
              key={s.slug}
              card={{ icon: s.icon, title: s.title, description: s.shortDescription }}
              href={servicePath(s.slug)}
            />
          ))}
        </CardGrid>
      </Section>
      <Section heading={copy.products.heading} intro={copy.products.intro}>
        <CardGrid columns={3}>
          {copy.products.items.map((item) => (
            <IconCard key={item.title} card={item} href={item.href} />
          ))}
        </CardGrid>
        <div className="mt-10 text-center">
          <LinkButton href={copy.products.button.href} label={copy.products.button.label} variant="dark" />
        </div>
      </Section>
      {reviews ? <Reviews {...reviews} tone="grey" /> : null}
      <HomeContact contact={copy.contact} />
    </>
  );
}
