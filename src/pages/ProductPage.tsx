// One product category: header, overview, the range of six products, why-choose cards, FAQ and closing block.
import type { ProductCategory, ProductPageCopy } from '../content/schema';
import { LinkButton } from '../components/CallButton';
import { CallToAction } from '../components/CallToAction';
import { CardGrid } from '../components/CardGrid';
import { CheckList } from '../components/CheckList';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { Island } from '../components/Island';
import { Prose } from '../components/Prose';
import { FirstScreenEnd } from '../components/FirstScreenEnd';
import { fill } from '../lib/template';

export interface ProductPageProps {
  category: ProductCategory;
  copy: ProductPageCopy;
}

export function ProductPage({ category, copy }: ProductPageProps) {
  return (
    <>
      <PageHero title={category.title} subtitle={category.description} icon={category.icon} />
      <Section heading={copy.overview}>
        <Prose>
          {category.overview.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
      </Section>
      <FirstScreenEnd />
      <Section heading={copy.range} tone="grey">
        <CardGrid columns={3}>
          {category.products.map((product) => (
            <article key={product.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{product.name}</h3>
              <p className="mt-2 text-slate-600">{product.description}</p>
              <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-700">{copy.keyFeatures}</h4>
              <CheckList items={product.features} className="mt-2 text-slate-700" />
              <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-700">{copy.benefits}</h4>
              <CheckList items={product.benefits} className="mt-2 text-slate-700" />
            </article>
          ))}
        </CardGrid>
      </Section>
      <Section heading={fill(copy.whyChoose, { title: category.title })}>
        <CardGrid columns={4}>
          {category.whyChooseUs.map((card) => (
            <div key={card.title} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-2 text-slate-600">{card.description}</p>
            </div>
          ))}
        </CardGrid>
      </Section>
      <Section heading={copy.faq} tone="grey">
        <div className="mx-auto max-w-3xl">
          <Island name="FaqAccordion" props={{ id: 'faq', faqs: category.faqs }} />
        </div>
      </Section>
      <CallToAction heading={copy.closing.heading} text={copy.closing.text}>
        <LinkButton href={copy.closing.quote.href} label={copy.closing.quote.label} variant="dark" />
      </CallToAction>
    </>
  );
}
