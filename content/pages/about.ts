// Copy of the about page (docs/site.md#about).
import type { AboutCopy } from '../schema';
import { site, yearsInBusiness } from '../site';

const { guarantee } = site;

export const about = {
  seo: {
    title: `About Our London Locksmiths, Est. ${site.foundingYear}`,
    description: `London locksmiths since ${site.foundingYear}: certified, insured and available 24/7 in every borough, with fixed upfront prices and non-destructive entry first.`,
    keywords: [
      'about Locksmith London',
      'trusted locksmith London',
      `local locksmith since ${site.foundingYear}`,
      'insured locksmith',
    ],
  },
  hero: {
    title: 'About Locksmith London',
    subtitle: `Londoners have called us when a lock lets them down since ${site.foundingYear} – at any hour, in every borough.`,
  },
  intro: {
    heading: 'Locksmiths who know London doors',
    paragraphs: [
      `We have worked on London’s doors since ${site.foundingYear}, ${yearsInBusiness} years now, to a simple standard: answer the phone at any hour, turn up quickly and charge the price we quoted. Our locksmiths cover all 32 London boroughs and the City of London, and we aim to reach you within 30 minutes (20–30 minutes on average) wherever you are.`,
      'London doors are a trade of their own. A Georgian front door in Islington with a five-lever mortice deadlock, a uPVC back door in Bexley with a multipoint mechanism, a mansion-block flat in Kensington with a communal entry system, an office in the City with a master key suite: our certified, trained locksmiths work on all of them, try non-destructive entry first, and fit locks to BS3621 and 3-star TS007 where security or insurance calls for it.',
      'Every job is insured and covered by our workmanship guarantee, whose terms are set out below. You get a fixed price before we start, with no hidden fees, and free advice or a free security survey if you are not sure what you need.',
    ],
  },
  values: [
    {
      icon: 'shield',
      title: 'Trusted & Reliable',
      description: `Since ${site.foundingYear} we have got Londoners back indoors, fitted their locks and cut their keys. We quote a price and keep to it.`,
    },
    {
      icon: 'clock',
      title: '24/7 Availability',
      description:
        'Nights, weekends and bank holidays: a locksmith answers and heads out, and we aim to reach you within 30 minutes.',
    },
    {
      icon: 'badge',
      title: 'Professional Service',
      description: 'Certified, trained and insured locksmiths who open doors without damage wherever it can be done.',
    },
    {
      icon: 'users',
      title: 'Customer Focused',
      description: 'Straight advice on what you need and what you do not, from a spare key to a full security survey.',
    },
  ],
  whyChoose: {
    heading: 'Why Choose Our Locksmith Services?',
    items: [
      'We aim to reach you within 30 minutes anywhere in Greater London, day or night',
      'Lock installation, repair and replacement for homes, businesses and vehicles',
      'Transparent, fixed pricing agreed before we start, with no hidden fees',
      'Expert advice on BS3621 locks, TS007 anti-snap cylinders and home security',
      'Qualified, insured locksmiths, and our workmanship guarantee on every job',
    ],
  },
  guarantee: {
    heading: 'Our Workmanship Guarantee',
    paragraphs: [
      `Our own work is guaranteed for ${guarantee.workmanshipMonths} months from the day of the job: the fitting, repair or adjustment we carry out. If a lock we fitted or repaired fails in that time because of how we did the job, we come back and put it right at no charge.`,
      `The locks, cylinders and other parts we fit carry their manufacturers’ warranties, from ${guarantee.partsWarrantyYears.min} to ${guarantee.partsWarrantyYears.max} years depending on the product. We tell you which warranty applies before we fit a part.`,
      'The guarantee does not cover damage from a break-in or an attempted one, misuse, or work done on the lock by anyone else after us.',
      'To use it, call us with the date of the job or your invoice. Your statutory rights are not affected.',
    ],
  },
} satisfies AboutCopy;
