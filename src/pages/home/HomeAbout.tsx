// Home "Professional Locksmith Services Across London": paragraphs with in-text links and feature cards.
import type { HomeCopy } from '../../content/schema';
import { CardGrid } from '../../components/CardGrid';
import { IconCard } from '../../components/IconCard';
import { MarkdownParagraph } from '../../components/MarkdownParagraph';
import { Section } from '../../components/Section';
import { Prose } from '../../components/Prose';

export function HomeAbout({ about }: { about: HomeCopy['about'] }) {
  return (
    <Section heading={about.heading}>
      <Prose>
        {about.paragraphs.map((paragraph, i) => (
          <MarkdownParagraph key={i} html={paragraph} />
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
