// Home "Professional Locksmith Services Across London": three paragraphs with in-text links and four feature cards.
import type { HomeCopy } from '../../../content/schema';
import { CardGrid } from '../../components/CardGrid';
import { IconCard } from '../../components/IconCard';
import { RichText } from '../../components/RichText';
import { Section } from '../../components/Section';
import { Prose } from '../../components/Prose';

export function HomeAbout({ about }: { about: HomeCopy['about'] }) {
  return (
    <Section heading={about.heading}>
      <Prose>
        {about.paragraphs.map((paragraph, i) => (
          <RichText key={i} text={paragraph} />
        ))}
      </Prose>
      <div className="mt-12">
        <CardGrid columns={4}>
          {about.features.map((feature) => (
            <IconCard key={feature.title} card={feature} />
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}
